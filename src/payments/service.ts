// The payments services, built once by createServices: chain ports, the redemption register, x402, pending
// payments and their watcher. Nothing here touches the network until a payment needs it.
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { CredentialStore } from '../billing/credentials.ts';
import type { Ledger } from '../billing/ledger.ts';
import type { Config } from '../config.ts';
import type { Clock } from '../lib/clock.ts';
import { createChains } from './chains.ts';
import { facilitatorFor } from './facilitatorClient.ts';
import { activatePlan, createFundedApiKey, type FundingDeps } from './funding.ts';
import { createPendingPayments } from './pending.ts';
import { createRedemptions } from './redemptions.ts';
import { createPendingWatcher } from './watcher.ts';
import { createX402Service } from './x402Service.ts';

export function createPayments(deps: { config: Config; redis: Redis; clock: Clock; logger: Logger; credentials: CredentialStore; ledger: Ledger }) {
  const { config, redis, clock } = deps;
  const chains = createChains(config);
  const redemptions = createRedemptions(redis, () => clock.now());
  const facilitator = facilitatorFor(config.x402);
  const funding: FundingDeps = {
    config, clock, chains, redemptions, credentials: deps.credentials, ledger: deps.ledger,
    facilitatorSigners: async () => (facilitator ? facilitator.signers() : []),
  };
  const pending = createPendingPayments(redis, funding);
  return {
    /** POST /access/api-key and the MCP tool intel_api_key_create. */
    createApiKey: (input: Parameters<typeof createFundedApiKey>[1]) => createFundedApiKey(funding, input),
    /** POST /access/activate. */
    activatePlan: (input: Parameters<typeof activatePlan>[1]) => activatePlan(funding, input),
    chains,
    redemptions,
    funding,
    pending,
    watcher: createPendingWatcher(pending, config.payments.watchIntervalMs, deps.logger),
    x402: createX402Service({ config, redis, clock, chains }),
  };
}

export type Payments = ReturnType<typeof createPayments>;
