// intel_api_key_create and intel_api_key_status.
// Creating a funded key needs a verified USDC payment, which this server cannot check yet (the on-chain
// payments module is not built); so intel_api_key_create issues the one key that is self-service today,
// the free trial key of GET /api-keys/trial (same limits, same one-per-address-per-day rule), and says
// so in its result, with how to get a funded key.
import type { AppServices } from '../../app.ts';
import { TRIAL } from '../../billing/prices.ts';
import { keyStatusBody } from '../../http/routes/access.ts';
import { DomainError } from '../../lib/errors.ts';
import { microToNumber } from '../../lib/money.ts';
import { currentCall } from '../callContext.ts';
import { toolResult } from './results.ts';
import type { ToolDef } from './toolDef.ts';
import type { ToolSchemas } from './schemas.ts';

export function keyTools(services: AppServices, schemas: ToolSchemas): ToolDef[] {
  const { config, credentials } = services;
  return [
    {
      name: 'intel_api_key_create',
      title: 'Get an API key (free trial key)',
      description: `Issues a free trial key: ${TRIAL.calls} calls, ${microToNumber(TRIAL.balanceMicro)} USDC, ${TRIAL.durationDays} days, standard modes only; one per address per day. Pass it as api_key to intel_analyze or intel_batch. Funded keys come from the service operator (on-chain funding of keys is not available on this server yet).`,
      input: schemas.trialKey.input, output: schemas.trialKey.output,
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
      async run() {
        const { secret, credential } = await credentials.createTrialKey(currentCall().ip, config.trialKeysPerIpPerDay);
        return toolResult({
          key: secret,
          kind: 'trial',
          balance_usdc: microToNumber(credential.balanceMicro),
          calls_remaining: TRIAL.calls,
          expires_at: credential.expiresAt?.toISOString(),
          status: 'active',
          next_step: 'Call intel_analyze with this key as api_key (or set it as the X-API-KEY header of your MCP client).',
          next_step_body: { text: 'Notion is an all-in-one workspace for notes, docs, wikis and project management used by teams.', mode: 'competitive', api_key: secret },
          next_step_header: `X-API-KEY: ${secret}`,
          modes_available: TRIAL.modes,
          note: 'Shown once: store the key now. This is a trial key; a funded API key is minted by the service operator (POST /admin/api-keys) until on-chain funding (POST /access/api-key) is available.',
          docs: `${config.publicBaseUrl}/docs`,
        });
      },
    },
    {
      name: 'intel_api_key_status',
      title: 'API key balance and calls',
      description: 'Balance, calls remaining, calls made, status and expiry of an API key or trial key (the key as api_key, or the X-API-KEY header of the MCP connection).',
      input: schemas.keyStatus.input, output: schemas.keyStatus.output,
      annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
      async run(args: { api_key?: string }) {
        const key = args.api_key ?? currentCall().apiKeyHeader;
        if (!key) throw new DomainError('invalid_api_key', 'Pass api_key (or set the X-API-KEY header on the MCP connection).');
        const found = await credentials.findBySecret(key);
        if (!found || found.kind === 'session') throw new DomainError('invalid_api_key', 'API key not found.');
        return toolResult(keyStatusBody(found, services.clock.now()));
      },
    },
  ];
}
