// Watches open pending payments on chain so they confirm with no webhook at all. It runs only while there
// is something to watch: started when a payment is created (or polled, e.g. after a restart), it stops
// itself once the watch list is empty. Its timer never keeps the process alive.
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
      const ids = await pending.openIds();
      for (const id of ids) {
        await pending.checkOnChain(id).catch((err: unknown) => logger.warn({ err, payment_id: id }, 'pending payment lookup failed'));
      }
      if (ids.length === 0) stop();
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
