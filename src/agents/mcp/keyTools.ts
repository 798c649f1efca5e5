// intel_api_key_create and intel_api_key_status. A key is created the two ways the REST API offers:
// funded by a USDC transfer (tx_hash, as POST /access/api-key) or, with no arguments, the free trial
// key of GET /api-keys/trial (same limits, same one-per-address-per-day rule).
import type { AppServices } from '../../services.ts';
import { TRIAL } from '../../billing/prices.ts';
import { keyStatusBody } from '../../http/routes/access.ts';
import { DomainError } from '../../lib/errors.ts';
import { normalizeNetwork } from '../../payments/challenge.ts';
import type { PayNetwork } from '../../payments/chains.ts';
import { microToNumber } from '../../lib/money.ts';
import { currentCall } from '../callContext.ts';
import { toolResult } from './results.ts';
import type { ToolDef } from './toolDef.ts';
import type { ToolSchemas } from './schemas.ts';

export function keyTools(services: AppServices, schemas: ToolSchemas): ToolDef[] {
  const { config, credentials } = services;
  async function trialKey() {
    const { secret, credential } = await credentials.createTrialKey(currentCall().ip, config.trialKeysPerIpPerDay);
    return {
      key: secret,
      kind: 'trial',
      balance_usdc: microToNumber(credential.balanceMicro),
      calls_remaining: TRIAL.calls,
      expires_at: credential.expiresAt?.toISOString(),
      status: 'active',
      next_step: 'Call intel_analyze with this key as api_key (or set it as the X-API-KEY header of your MCP client).',
      next_step_body: {
        text: 'Notion is an all-in-one workspace for notes, docs, wikis and project management used by teams.',
        mode: 'competitive',
        api_key: secret,
      },
      next_step_header: `X-API-KEY: ${secret}`,
      modes_available: TRIAL.modes,
      note: 'Shown once: store the key now. Elite modes are not available on a trial key; a funded key: intel_api_key_create with the tx_hash of a USDC transfer.',
      docs: `${config.publicBaseUrl}/docs`,
    };
  }
  return [
    {
      name: 'intel_api_key_create',
      title: 'Create an API key',
      description: `With tx_hash: an API key funded by that USDC transfer on Base or Solana to our payee (see intel://pricing or GET /pricing), credited with what arrived, once per transaction. With no arguments: a free trial key (${TRIAL.calls} calls, ${microToNumber(TRIAL.balanceMicro)} USDC, ${TRIAL.durationDays} days, standard modes; one per address per day). Pass the key as api_key to intel_analyze or intel_batch.`,
      input: schemas.apiKeyCreate.input,
      output: schemas.apiKeyCreate.output,
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
      async run(args: { tx_hash?: string; network?: string; amount_usdc?: number; email?: string }) {
        if (!args.tx_hash) return toolResult(await trialKey());
        const inferred: PayNetwork = args.tx_hash.startsWith('0x') ? 'base' : 'solana';
        const network = (args.network ? normalizeNetwork(args.network) : inferred) as PayNetwork;
        if (network !== inferred)
          throw new DomainError(
            'invalid_transaction_hash',
            `That is a ${inferred === 'base' ? 'Base transaction hash' : 'Solana signature'}, not a ${network} one.`,
          );
        return toolResult(
          await services.payments.createApiKey({
            txHash: args.tx_hash,
            network,
            amountUsdc: args.amount_usdc,
            email: args.email,
          }),
        );
      },
    },
    {
      name: 'intel_api_key_status',
      title: 'API key balance and calls',
      description:
        'Balance, calls remaining, calls made, status and expiry of an API key or trial key (the key as api_key, or the X-API-KEY header of the MCP connection).',
      input: schemas.keyStatus.input,
      output: schemas.keyStatus.output,
      annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
      async run(args: { api_key?: string }) {
        const key = args.api_key ?? currentCall().apiKeyHeader;
        if (!key)
          throw new DomainError('invalid_api_key', 'Pass api_key (or set the X-API-KEY header on the MCP connection).');
        const found = await credentials.findBySecret(key);
        if (!found || found.kind === 'session') throw new DomainError('invalid_api_key', 'API key not found.');
        return toolResult(keyStatusBody(found, services.clock.now()));
      },
    },
  ];
}
