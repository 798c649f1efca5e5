// /robots.txt, /sitemap.xml and the logo the manifests point to.
import type { ServiceDescription } from './description.ts';

/** Pages worth indexing: the public GET routes that are documents, not API calls with side effects. */
export function sitemapXml(d: ServiceDescription): string {
  const skip = /[{]|^\/(access|admin|api-keys|intel|batch|a2a)|^\/mcp$/;
  const paths = [
    ...new Set(
      d
        .endpoints()
        .filter((r) => r.method === 'GET' && !skip.test(r.path))
        .map((r) => r.path),
    ),
  ].sort();
  const urls = paths.map((p) => `  <url><loc>${d.base}${p}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(d: ServiceDescription): string {
  return [
    'User-agent: *',
    'Allow: /',
    // Credential status pages take secrets in their query strings; the admin API is for operators.
    'Disallow: /admin/',
    'Disallow: /access/',
    'Disallow: /api-keys/',
    '',
    `Sitemap: ${d.url.sitemap}`,
    '',
  ].join('\n');
}

export const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><rect width="64" height="64" rx="12" fill="#0f172a"/><g stroke="#38bdf8" stroke-width="3"><line x1="20" y1="22" x2="44" y2="20"/><line x1="20" y1="22" x2="32" y2="44"/><line x1="44" y1="20" x2="32" y2="44"/></g><g fill="#f8fafc"><circle cx="20" cy="22" r="6"/><circle cx="44" cy="20" r="5"/><circle cx="32" cy="44" r="7"/></g></svg>\n`;
