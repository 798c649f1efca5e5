// The web app's pages and assets under /app: HTML for people, kept out of the API documents (hidden).
// Every action a page takes is a call to a public operation of this registry from the browser.
import { z } from 'zod';
import { defineOperation } from './operation.ts';

export const APP_PAGES = ['pricing', 'buy', 'analyze', 'graph', 'market', 'account'] as const;
export type AppPage = 'home' | (typeof APP_PAGES)[number];
/** A page name from a URL: unknown names are a 404 for the person who typed them, not a validation error. */
export const isAppPage = (name: string): name is (typeof APP_PAGES)[number] =>
  (APP_PAGES as readonly string[]).includes(name);

const html = { description: 'HTML page', contentType: 'text/html', schema: z.string() };

export const appHome = defineOperation({
  operationId: 'appHome',
  method: 'GET',
  path: '/app',
  tags: ['webapp'],
  access: 'free',
  hidden: true,
  summary: 'Web app: landing page',
  responses: { 200: html },
  errors: [],
});

export const appPage = defineOperation({
  operationId: 'appPage',
  method: 'GET',
  path: '/app/{page}',
  tags: ['webapp'],
  access: 'free',
  hidden: true,
  summary: 'Web app: one page',
  params: z.object({ page: z.string().max(40) }),
  responses: { 200: html },
  errors: ['not_found'],
});

export const appAsset = defineOperation({
  operationId: 'appAsset',
  method: 'GET',
  path: '/app/assets/{file}',
  tags: ['webapp'],
  access: 'free',
  hidden: true,
  summary: 'Web app: bundled scripts and the style sheet',
  params: z.object({
    file: z
      .string()
      .max(80)
      .regex(/^[A-Za-z0-9_-]+\.(js|css)$/),
  }),
  responses: { 200: { description: 'asset' } },
  errors: ['not_found'],
});

/** The Cypher behind a market-share figure, linked from the market page. */
export const MARKET_CYPHER = [
  'market-share',
  'market-top-players',
  'market-emerging-threats',
  'sector-stats-apply',
] as const;
export const appCypher = defineOperation({
  operationId: 'appCypher',
  method: 'GET',
  path: '/app/cypher/{name}',
  tags: ['webapp'],
  access: 'free',
  hidden: true,
  summary: 'Web app: the Cypher of a market-share figure, as text',
  params: z.object({ name: z.enum(MARKET_CYPHER) }),
  responses: { 200: { description: 'Cypher', contentType: 'text/plain', schema: z.string() } },
  errors: [],
});
