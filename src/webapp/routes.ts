// The web app under /app: server-rendered pages whose scripts call the public operations from the
// browser (same prices, same pipeline: no second backend), their bundled scripts and a strict CSP.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Context } from 'koa';
import { restRoute, type RouteSpec } from '../http/route.ts';
import { SERVICE } from '../http/serviceInfo.ts';
import { DomainError } from '../lib/errors.ts';
import { ROOT_DIR } from '../lib/paths.ts';
import { appAsset, appCypher, appHome, appPage, isAppPage, type AppPage } from '../operations/webapp.ts';
import type { AppServices } from '../services.ts';
import { webappAssets } from './bundle.ts';
import { layout, type Page } from './layout.ts';
import { accountPage } from './pages/account.ts';
import { analyzePage } from './pages/analyze.ts';
import { buyPage, type PayeeInfo } from './pages/buy.ts';
import { graphPage } from './pages/graph.ts';
import { landingPage } from './pages/landing.ts';
import { marketPage } from './pages/market.ts';
import { pricingPage } from './pages/pricing.ts';

/** Scripts, styles, images and requests from this origin only; no inline script or style, no framing. */
export const APP_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

function payeesOf(services: AppServices): PayeeInfo {
  const { config } = services;
  const { configured } = services.payments.chains;
  return {
    solana: configured.solana ? { payee: config.x402.payeeSolana!, mint: config.x402.solanaUsdcMint } : null,
    base: configured.base ? { payee: config.x402.payeeBase!, usdc: config.x402.baseUsdc } : null,
  };
}

export function webappRoutes(services: AppServices): RouteSpec[] {
  const pages: Record<AppPage, () => Page> = {
    home: () =>
      landingPage({ demoCallsPerHour: services.config.demoCallsPerHour, baseUrl: services.config.publicBaseUrl }),
    pricing: pricingPage,
    buy: () => buyPage(payeesOf(services)),
    analyze: analyzePage,
    graph: graphPage,
    market: marketPage,
    account: accountPage,
  };
  const render = (ctx: Context, page: AppPage) => {
    ctx.set('Content-Security-Policy', APP_CSP);
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = layout(page, pages[page](), SERVICE.title);
  };
  return [
    restRoute(appHome, (ctx) => render(ctx, 'home')),
    restRoute(appPage, (ctx, { params }) => {
      if (!isAppPage(params.page)) throw new DomainError('not_found', `No page ${params.page}; start at /app.`);
      render(ctx, params.page);
    }),
    restRoute(appAsset, async (ctx, { params }) => {
      const asset = (await webappAssets()).get(params.file);
      if (!asset) throw new DomainError('not_found', 'No such asset.');
      ctx.set('Cache-Control', 'no-cache'); // revalidated each time: a restart may have rebuilt it
      ctx.type = asset.type;
      ctx.body = asset.body;
    }),
    restRoute(appCypher, (ctx, { params }) => {
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = readFileSync(join(ROOT_DIR, 'cypher', 'queries', `${params.name}.cypher`));
    }),
  ];
}
