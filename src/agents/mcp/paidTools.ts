// intel_analyze and intel_batch: the intel service behind the MCP door, paid like POST /intel and
// POST /batch (same prices, same order of checks: arguments, then payment, then work; one charge per
// successful call, none on error).
import type { AppServices } from '../../services.ts';
import { BATCH_PRICE_MICRO, modePriceMicro } from '../../billing/prices.ts';
import { analyzeOperation, batchOperation } from '../../billing/operation.ts';
import { prepareBatch, runBatch } from '../../intel/batch.ts';
import { checkAnalysisInput } from '../../intel/input.ts';
import type { Mode } from '../../intel/types.ts';
import { microToDecimal } from '../../lib/money.ts';
import { paidToolResult, payForTool, type PaidArgs } from './payment.ts';
import { toolError } from './results.ts';
import type { ToolDef } from './toolDef.ts';
import type { ToolSchemas } from './schemas.ts';

interface AnalyzeArgs extends PaidArgs {
  url?: string | null;
  text?: string | null;
  context?: string | null;
  mode?: Mode | null;
  force_refresh?: boolean | null;
}
interface BatchArgs extends PaidArgs {
  items?: {
    url?: string | null;
    text?: string | null;
    context?: string | null;
    id?: string | null;
    mode?: Mode | null;
  }[];
  companies?: string[];
  mode?: Mode | null;
}

/** The request an Idempotency-Key is bound to: the arguments without the credential and the key itself. */
function requestOf<A extends PaidArgs>(args: A): Record<string, unknown> {
  const { api_key: _key, session: _session, idempotency_key: _idem, ...request } = args;
  return request;
}

export function paidTools(services: AppServices, schemas: ToolSchemas): ToolDef[] {
  const { intel } = services;
  return [
    {
      name: 'intel_analyze',
      title: 'Competitive intelligence analysis',
      description: `Analyze a company, product or market from a url or a text of at least 50 characters: positioning, target customer, value props, pain points, competitors, unique angle, sources, market score, signals, trend and the insight of the chosen mode. ${microToDecimal(modePriceMicro('competitive'))} USDC per call (elite modes ${microToDecimal(modePriceMicro('sales_enablement'))}), paid with api_key or session (a free trial key: intel_api_key_create). Cached 6 hours; force_refresh recomputes.`,
      input: schemas.analyze.input,
      output: schemas.analyze.output,
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
      price: {
        usdc: microToDecimal(modePriceMicro('competitive')),
        eliteUsdc: microToDecimal(modePriceMicro('sales_enablement')),
      },
      async run(args: AnalyzeArgs, meta) {
        const mode: Mode = args.mode ?? 'competitive';
        checkAnalysisInput(args); // a free error, before any credential or payment step
        const outcome = await payForTool(services, {
          tool: 'intel_analyze',
          operation: analyzeOperation(requestOf(args)),
          args,
          meta,
          work: async () => ({
            succeeded: true,
            value: await intel.analyze({
              url: args.url,
              text: args.text,
              context: args.context,
              mode,
              force_refresh: args.force_refresh,
            }),
          }),
        });
        if (outcome.kind === 'unpaid') return outcome.result;
        return paidToolResult(outcome);
      },
    },
    {
      name: 'intel_batch',
      title: 'Batch competitive intelligence',
      description: `Up to 10 analyses in one call for ${microToDecimal(BATCH_PRICE_MICRO)} USDC: \`items\` (each with url or text and its own mode) or \`companies\` (names) with one \`mode\`. Elite modes are refused. Per-item results; nothing is charged when every item fails.`,
      input: schemas.batch.input,
      output: schemas.batch.output,
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
      price: { usdc: microToDecimal(BATCH_PRICE_MICRO) },
      async run(args: BatchArgs, meta) {
        const prepared = prepareBatch(args, 'intel_analyze'); // free errors, before any credential or payment step
        const operation = batchOperation(
          requestOf(args),
          prepared.runnable.map((item) => item.request.mode),
        );
        const outcome = await payForTool(services, {
          tool: 'intel_batch',
          operation,
          args,
          meta,
          work: async () => {
            const batch = await runBatch(intel, prepared);
            return { succeeded: batch.succeeded > 0, value: batch, analysesDone: batch.succeeded };
          },
        });
        if (outcome.kind === 'unpaid') return outcome.result;
        if (outcome.value.succeeded === 0)
          return toolError('batch_failed', 'Every item failed; nothing was charged.', {
            results: outcome.value.results,
          });
        return paidToolResult(outcome);
      },
    },
  ];
}
