// Builds the browser code of webapp/ with esbuild, in memory, once per process: one module per page and
// shared chunks (the chart and graph libraries load only on the pages that use them). Nothing is written
// to disk and nothing is committed as built output, so the served code always matches its sources.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'esbuild';
import { ROOT_DIR } from '../lib/paths.ts';

export const CLIENT_DIR = join(ROOT_DIR, 'webapp');
export const PAGE_SCRIPTS = ['landing', 'buy', 'analyze', 'graph', 'market', 'account'] as const;

export interface Asset {
  type: string;
  body: Buffer;
}

async function buildAssets(): Promise<Map<string, Asset>> {
  const result = await build({
    entryPoints: PAGE_SCRIPTS.map((name) => join(CLIENT_DIR, `${name}.ts`)),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    outdir: '/app-assets',
    chunkNames: 'chunk-[hash]',
    legalComments: 'none',
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const assets = new Map<string, Asset>();
  for (const file of result.outputFiles) {
    assets.set(file.path.slice('/app-assets/'.length), {
      type: 'text/javascript; charset=utf-8',
      body: Buffer.from(file.contents),
    });
  }
  assets.set('style.css', { type: 'text/css; charset=utf-8', body: await readFile(join(CLIENT_DIR, 'style.css')) });
  return assets;
}

let built: Promise<Map<string, Asset>> | null = null;

/** The bundled assets, built on first use (main.ts warms it before listening). A failed build is retried. */
export function webappAssets(): Promise<Map<string, Asset>> {
  built ??= buildAssets().catch((err: unknown) => {
    built = null;
    throw err;
  });
  return built;
}
