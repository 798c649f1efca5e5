// /openapi.json, /openapi.yaml and /docs (Swagger UI from the swagger-ui-dist package, served locally:
// nothing is loaded from a CDN, so the page works offline and under a strict CSP).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import YAML from 'yaml';
import { restRoute, type RouteSpec } from '../route.ts';
import { DOCS_ASSETS, docsAsset, docsInit, docsPage, openapiJson, openapiYaml } from '../../operations/service.ts';

const uiDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const ASSETS: Record<(typeof DOCS_ASSETS)[number], string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};
const assetCache = new Map<string, Buffer>();

const DOCS_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>API documentation</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/docs/assets/swagger-ui.css"><link rel="icon" href="/docs/assets/favicon-32x32.png">
</head><body><div id="swagger-ui"></div>
<script src="/docs/assets/swagger-ui-bundle.js"></script><script src="/docs/init.js"></script>
</body></html>`;
const DOCS_INIT = `window.ui = SwaggerUIBundle({ url: '/openapi.json', dom_id: '#swagger-ui', deepLinking: true, tryItOutEnabled: true });`;
const DOCS_CSP =
  "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self'; connect-src 'self'";

export function docsRoutes(openapi: () => Record<string, unknown>): RouteSpec[] {
  let json: string | null = null;
  let yaml: string | null = null;
  return [
    restRoute(openapiJson, (ctx) => {
      ctx.type = 'application/json';
      ctx.body = json ??= JSON.stringify(openapi(), null, 2);
    }),
    restRoute(openapiYaml, (ctx) => {
      ctx.type = 'application/yaml';
      ctx.body = yaml ??= YAML.stringify(openapi(), { aliasDuplicateObjects: false });
    }),
    restRoute(docsPage, (ctx) => {
      ctx.set('Content-Security-Policy', DOCS_CSP);
      ctx.type = 'text/html; charset=utf-8';
      ctx.body = DOCS_PAGE;
    }),
    restRoute(docsInit, (ctx) => {
      ctx.type = 'text/javascript; charset=utf-8';
      ctx.body = DOCS_INIT;
    }),
    restRoute(docsAsset, (ctx, { params }) => {
      const { file } = params;
      if (!assetCache.has(file)) assetCache.set(file, readFileSync(join(uiDir, file)));
      ctx.set('Cache-Control', 'public, max-age=86400');
      ctx.type = ASSETS[file];
      ctx.body = assetCache.get(file);
    }),
  ];
}
