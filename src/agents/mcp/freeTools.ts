// intel_demo, intel_graph and intel_market_share: the free answers of POST /demo, GET /graph and
// GET /graph/market-share/{sector}, with the same limits.
import type { AppServices } from '../../services.ts';
import { currentCall } from '../callContext.ts';
import { demoView } from '../../intel/demo.ts';
import { graphView, marketShareView } from '../../graph/views.ts';
import { toolResult } from './results.ts';
import type { ToolDef } from './toolDef.ts';
import type { ToolSchemas } from './schemas.ts';

export function freeTools(services: AppServices, schemas: ToolSchemas): ToolDef[] {
  const readOnly = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };
  return [
    {
      name: 'intel_demo',
      title: 'Free demo analysis',
      description: `Free: positioning summary and market score of a short text (up to 300 characters; no URL fetching; competitors withheld). ${services.config.demoCallsPerHour} calls per hour per address, shared with POST /demo.`,
      input: schemas.demo.input,
      output: schemas.demo.output,
      // Not idempotent: each call spends one of the hourly demo calls.
      annotations: { ...readOnly, idempotentHint: false },
      run: async (args: Parameters<typeof demoView>[1]) => toolResult(await demoView(services, args, currentCall().ip)),
    },
    {
      name: 'intel_graph',
      title: 'Competitive graph',
      description:
        'Free: the competitive graph (companies as nodes, COMPETES_WITH edges) and the hub competitors. With `company`, the subgraph centred on it; `limit` caps the nodes (default 50).',
      input: schemas.graph.input,
      output: schemas.graph.output,
      annotations: readOnly,
      run: async (args: Parameters<typeof graphView>[1]) => toolResult(await graphView(services, args)),
    },
    {
      name: 'intel_market_share',
      title: 'Sector market-share report',
      description:
        'Free: market-share report of a sector computed from the graph: companies analyzed, saturation, average moat, maturity mix, top players, emerging threats and an entry recommendation (agent_action: enter_now, enter_with_caution or avoid).',
      input: schemas.marketShare.input,
      output: schemas.marketShare.output,
      annotations: readOnly,
      run: async (args: { sector: string }) => toolResult(await marketShareView(services, args.sector)),
    },
  ];
}
