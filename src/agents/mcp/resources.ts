// Read-only MCP resources an agent can pull into its context without spending anything: the price
// list (as GET /pricing) and each sector's market-share report (as intel_market_share), the sector
// being completable.
import {
  ProtocolError,
  ProtocolErrorCode,
  ResourceNotFoundError,
  ResourceTemplate,
  type McpServer,
} from '@modelcontextprotocol/server';
import type { AppServices } from '../../services.ts';
import { pricingDocument } from '../../http/routes/service.ts';
import { REPORT_SECTORS } from '../../knowledge/types.ts';
import { marketShareView } from '../../graph/views.ts';

export const PRICING_URI = 'intel://pricing';
export const MARKET_SHARE_TEMPLATE = 'intel://market-share/{sector}';

const json = (uri: URL, value: unknown) => ({
  contents: [{ uri: uri.href, mimeType: 'application/json', text: JSON.stringify(value) }],
});

/** A failed store read becomes a plain JSON-RPC internal error: the SDK would otherwise send the driver's message. */
async function guarded<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (err) {
    if (err instanceof ProtocolError) throw err;
    throw new ProtocolError(ProtocolErrorCode.InternalError, 'The report could not be read; retry shortly.');
  }
}

export function registerResources(server: McpServer, services: AppServices): void {
  server.registerResource(
    'pricing',
    PRICING_URI,
    {
      title: 'Prices',
      description:
        'Price of every analysis mode, the batch, the access plans and the free trial (the same document as GET /pricing).',
      mimeType: 'application/json',
      cacheHint: { ttlMs: 3_600_000, cacheScope: 'public' },
    },
    (uri) => json(uri, pricingDocument(services.config.x402)),
  );

  const sectors = new ResourceTemplate(MARKET_SHARE_TEMPLATE, {
    list: () => ({
      resources: REPORT_SECTORS.map((sector) => ({
        uri: `intel://market-share/${sector}`,
        name: `market-share-${sector}`,
        title: `Market share: ${sector}`,
        mimeType: 'application/json',
      })),
    }),
    complete: { sector: (value) => REPORT_SECTORS.filter((s) => s.startsWith(value.toLowerCase())) },
  });
  server.registerResource(
    'market-share',
    sectors,
    {
      title: 'Sector market-share report',
      description:
        'Market-share report of a sector computed from the competitive graph (the same report as GET /graph/market-share/{sector}).',
      mimeType: 'application/json',
      cacheHint: { ttlMs: 60_000, cacheScope: 'public' },
    },
    async (uri, variables) => {
      const sector = String(variables.sector);
      if (!(REPORT_SECTORS as readonly string[]).includes(sector))
        throw new ResourceNotFoundError(
          uri.href,
          `No report for sector ${JSON.stringify(sector)}; sectors: ${REPORT_SECTORS.join(', ')}.`,
        );
      return json(uri, await guarded(() => marketShareView(services, sector)));
    },
  );
}
