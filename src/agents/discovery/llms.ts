// /llms.txt (llmstxt.org: H1, summary, sections of links, "Optional") and /llms-full.txt (every
// endpoint, price, mode, tool, limit and error code), rendered from the service description.
import type { AppServices } from '../../services.ts';
import { knownErrorCodes } from '../../http/errors.ts';
import { toolSummary } from '../mcp/info.ts';
import type { ServiceDescription } from './description.ts';

type Paid = {
  method: string;
  path: string;
  priceUsdc: string;
  v1: { network: string; payTo: string; asset: string }[];
};

export function llmsTxt(d: ServiceDescription): string {
  const p = d.pricing;
  const std = p.modes.find((m) => m.tier === 'standard')!.price_usdc;
  const elite = p.modes.find((m) => m.tier === 'elite')!.price_usdc;
  const batch = p.endpoints.find((e) => e.path === '/batch')!.price_usdc;
  return [
    `# ${d.title}`,
    '',
    `> ${d.description}`,
    '',
    `Base URL: ${d.base}. Interface version ${d.version}. Paid: POST /intel ${std} USDC (elite modes ${elite}), POST /batch ${batch} USDC, with ${d.x402 ? 'x402 (Base, Solana), ' : ''}X-API-KEY or X-SESSION. Free: POST /demo, GET /graph, GET /graph/market-share/{sector}, A2A, MCP info, a trial key (GET /api-keys/trial).`,
    '',
    '## API',
    `- [Full reference for agents](${d.url.llmsFull}): every endpoint, price, mode, tool, limit and error code`,
    `- [OpenAPI document](${d.url.openapi}): request and response schemas of every endpoint (YAML: ${d.url.openapiYaml})`,
    `- [Interactive documentation](${d.url.docs})`,
    `- [Pricing](${d.url.pricing}): price of every mode, the batch, the plans and the trial`,
    `- [Free trial key](${d.url.trial}): ${p.trial.calls} calls, ${p.trial.balance_usdc} USDC, ${p.trial.duration_days} days`,
    '',
    '## Agents',
    `- [MCP endpoint](${d.url.mcp}): streamable HTTP, stateless; MCP ${d.mcpVersions.join(', ')}; tools ${d.tools.map((t) => t.name).join(', ')}`,
    `- [MCP server card](${d.url.mcpServerCard})`,
    `- [A2A agent card](${d.url.agentCard}): JSON-RPC and HTTP+JSON, A2A 1.0 and 0.3; free basic analysis`,
    ...(d.x402
      ? [
          `- [x402 manifest](${d.url.x402}): paid resources and their payment options`,
          `- [x402 discovery resources](${d.url.resources}): the paid resources in the Bazaar shape`,
        ]
      : []),
    '',
    '## Optional',
    `- [Terms of service](${d.url.terms})`,
    `- [Privacy policy](${d.url.privacy})`,
    `- [Security contact](${d.url.securityTxt})`,
    '',
  ].join('\n');
}

export function llmsFullTxt(d: ServiceDescription, services: AppServices, paid: Paid[]): string {
  const { config } = services;
  const p = d.pricing;
  const lines: string[] = [
    `# ${d.title} — full reference`,
    '',
    `> ${d.description}`,
    '',
    `Base URL: ${d.base}. Interface version ${d.version} (build ${d.build}). OpenAPI: ${d.url.openapi}.`,
    '',
  ];
  lines.push(
    '## Paying',
    '',
    ...(d.x402
      ? [
          'Each paid call is paid in one of three ways (when several are sent, X-SESSION, then X-API-KEY, then x402 is used; an invalid credential is an error, never a fall-back):',
          '- x402: call without a credential, read the 402 challenge (v1 body `accepts[]`, v2 `PAYMENT-REQUIRED` header), sign the USDC amount (6 decimals) and retry with `X-PAYMENT` (v1) or `PAYMENT-SIGNATURE` (v2).',
        ]
      : [
          'Each paid call is paid with a prepaid credential (X-SESSION is used before X-API-KEY; an invalid credential is an error, never a fall-back). x402 is not offered by this server (it needs a payee and a facilitator).',
        ]),
    `- X-API-KEY: a prepaid key (POST /access/api-key with the tx_hash of a USDC transfer to our payee) or a free trial key (GET /api-keys/trial: ${p.trial.calls} calls, ${p.trial.balance_usdc} USDC, ${p.trial.duration_days} days, modes ${p.trial.modes.join(', ')}; one per address per day).`,
    `- X-SESSION: an access plan (POST /access/activate with plan and Solana tx_hash): ${p.plans.map((pl) => `${pl.plan} ${pl.price_usdc} USDC for ${pl.reports} reports in ${pl.duration_days} days`).join('; ')}.`,
    'Validation comes first (422, free), then payment (401/402), then the work; the charge is taken only after a successful answer; an error costs nothing; a cached answer costs the normal price. Idempotency-Key makes a retry return the first answer and charge once.',
    '',
  );
  if (d.x402) {
    lines.push('### Payment options (x402)', '');
    for (const r of paid) {
      lines.push(
        `- ${r.method} ${r.path}: ${r.priceUsdc} USDC; ${r.v1.map((a) => `${a.network} (pay to ${a.payTo}, asset ${a.asset})`).join('; ')}`,
      );
    }
    lines.push(
      `- Networks: ${d.networks.join(', ')} (x402 v1 ids base, solana; v2 CAIP-2 ids). Facilitator: ${config.x402.facilitatorUrl}.`,
      '',
    );
  }

  lines.push('## Modes and prices', '', '| mode | price (USDC) | tier | focus |', '|---|---|---|---|');
  for (const m of p.modes) lines.push(`| ${m.mode} | ${m.price_usdc} | ${m.tier} | ${m.focus} |`);
  lines.push(
    '',
    `Batch: ${p.endpoints.find((e) => e.path === '/batch')!.price_usdc} USDC for up to ${(p.endpoints.find((e) => e.path === '/batch') as { max_items?: number }).max_items} items; elite modes are refused in a batch.`,
    '',
  );

  lines.push('## Endpoints', '');
  for (const r of d.endpoints()) {
    const price = p.endpoints.find((e) => e.path === r.path && e.method === r.method)?.price_usdc;
    lines.push(
      `- ${r.method} ${r.path}: ${r.summary}${price ? ` (${price === '0.00' ? 'free' : `${price} USDC`})` : ''}${r.security?.length ? ` [${r.security.join(', ')}]` : ''}`,
    );
    if (r.description) lines.push(`  ${r.description}`);
  }
  lines.push('');

  lines.push(
    '## MCP tools',
    '',
    `Endpoint ${d.url.mcp} (MCP ${d.mcpVersions.join(', ')}). Paid tools take api_key or session arguments, or X-API-KEY / X-SESSION headers on the MCP requests${d.x402 ? ', or an x402 payment (x402 MCP convention: sign the requirements of the payment-required result and send them as _meta["x402/payment"]; the settlement returns in _meta["x402/payment-response"])' : ''}.`,
    '',
  );
  for (const t of d.tools.map(toolSummary))
    lines.push(
      `- ${t.name} (${t.price_usdc === '0.00' ? 'free' : `${t.price_usdc} USDC${t.elite_price_usdc ? `, elite ${t.elite_price_usdc}` : ''}`}): ${t.description}`,
    );
  lines.push(
    '',
    '## A2A',
    '',
    `Agent card ${d.url.agentCard}; JSON-RPC ${d.url.a2aJsonRpc} and HTTP+JSON ${d.url.a2aRest} for A2A 1.0 (A2A-Version: 1.0) and 0.3; POST ${d.url.messageSend}. Each message gets the free basic analysis: a data part with positioning_summary and market_score and a short text part. Ask for a mode in the text ("mode: fundraising"). A data part {"skill": "pulse_subscribe" | "pulse_status" | "pulse_unsubscribe" | "pulse_resume" | "pulse_deliveries", …} runs the Pulse verb of the same name (the MCP tool's arguments).`,
    '',
  );

  lines.push(
    '## Limits',
    '',
    `- Analysis text: at least 50 characters; up to 20000. Demo text: up to 300 characters; ${config.demoCallsPerHour} demo calls per address per hour (shared by POST /demo, intel_demo and A2A).`,
    `- Trial keys: ${config.trialKeysPerIpPerDay} per address per day. Batch: 1 to 10 items. Request body: ${config.bodyLimitKb} KB. Results are cached 6 hours (force_refresh: true recomputes).`,
    '',
  );

  lines.push(
    '## Errors',
    '',
    'Every error body is {"error": "<code>", "message": "...", "request_id": "..."}; validation errors are 422 {"detail": [{"loc", "msg", "type"}]}.',
    '',
    '| code | HTTP status |',
    '|---|---|',
  );
  for (const [code, status] of knownErrorCodes()) lines.push(`| ${code} | ${status} |`);
  lines.push('', `Contact: ${d.contact.security}.`, '');
  return lines.join('\n');
}
