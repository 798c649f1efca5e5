// OpenAPI operation ids for the document-like routes, derived from the path so each is unique and says
// what it serves: GET /.well-known/x402.json → getWellKnownX402Json.
export function operationIdFor(method: string, path: string): string {
  return method.toLowerCase() + path.replace(/[^A-Za-z0-9]+([A-Za-z0-9]?)/g, (_, c: string) => c.toUpperCase());
}
