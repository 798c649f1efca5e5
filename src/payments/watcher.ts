// Watches open pending payments on chain so they confirm with no webhook at all: each tick scans the payee's
// token account once (pending.ts's scanPayee), so its cost does not grow with the number of open payments.
// It runs only while there is something to watch: started when a payment is created (or polled, e.g.
// after a restart), it stops itself once no payment is open. Its timer never keeps the process alive.
import type { Logger } from 'pino';
import type { PendingPayments } from './pending.ts';

export function createPendingWatcher(pending: PendingPayments, intervalMs: number, logger: Logger) {
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  let stopped = false;

  async function tick(): Promise<void> {
    if (running) return;
    running = true;
    try {
      const { open } = await pending.scanPayee();
      if (open === 0) stop();
    } catch (err) {
      logger.warn({ err }, 'pending payment watcher tick failed');
    } finally {
      running = false;
    }
  }

  function stop(): void {
    if (timer) clearInterval(timer);
    timer = null;
  }

  return {
    /** Idempotent: one timer per process. A zero interval means webhook-only confirmation. */
    ensureRunning(): void {
      if (timer || stopped || intervalMs <= 0) return;
      timer = setInterval(() => void tick(), intervalMs);
      timer.unref();
    },
    /** For shutdown: no more ticks. */
    close(): void {
      stopped = true;
      stop();
    },
    tick,
  };
}
