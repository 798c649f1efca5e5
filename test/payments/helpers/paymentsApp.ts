// The real app (test/helpers/testApp.ts) with a payment environment, usually the devnet's; closing it
// also stops its pending-payment watcher.
import type { Logger } from 'pino';
import type { AppServices } from '../../../src/app.ts';
import type { RouteSpec } from '../../../src/http/route.ts';
import type { Clock } from '../../../src/lib/clock.ts';
import { startTestApp, type TestApp } from '../../helpers/testApp.ts';

export type PaymentsApp = TestApp;

export async function startPaymentsApp(
  env: Record<string, string>,
  opts: { extraRoutes?: (s: AppServices) => RouteSpec[]; clock?: Clock; logger?: Logger } = {},
): Promise<PaymentsApp> {
  const app = await startTestApp({ env, extraRoutes: opts.extraRoutes, clock: opts.clock, logger: opts.logger });
  return {
    ...app,
    close: async () => {
      app.services.payments.watcher.close();
      await app.close();
    },
  };
}
