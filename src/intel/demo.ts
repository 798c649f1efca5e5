// The free demo, whatever the door (POST /demo, MCP intel_demo, A2A): one engine call with competitors
// withheld, and one hourly budget per address.
import type { AppServices } from '../services.ts';
import { clientKey } from '../lib/clientAddress.ts';
import { takeFromWindow } from '../lib/rateLimit.ts';
import type { Mode } from './types.ts';
import { DomainError } from '../lib/errors.ts';
import { visibleLength } from './input.ts';

const DEMO_MIN_VISIBLE = 10;

/** The free demo: the same per-address hourly budget as POST /demo (one budget whatever the door). */
export async function demoView(services: AppServices, input: { text: string; mode?: Mode | null }, ip: string) {
  const { config } = services;
  // Checked before the hourly budget is touched: ten zero-width spaces are not a text.
  const length = visibleLength(input.text);
  if (length < DEMO_MIN_VISIBLE) {
    throw new DomainError(
      'not_enough_content',
      `The demo needs at least ${DEMO_MIN_VISIBLE} visible characters (got ${length}).`,
      {
        min_length: DEMO_MIN_VISIBLE,
        length,
      },
    );
  }
  const limit = await takeFromWindow(
    services.redis,
    `intel:demo:${clientKey(ip)}`,
    config.demoCallsPerHour,
    3600,
    services.clock.now().getTime(),
  );
  if (!limit.allowed) {
    throw new DomainError(
      'rate_limit_exceeded',
      `The demo allows ${config.demoCallsPerHour} calls per hour per address; try again in ${limit.retryAfterSeconds} s, or get a free trial key at GET /api-keys/trial.`,
      { retry_after_s: limit.retryAfterSeconds },
    );
  }
  const mode: Mode = input.mode ?? 'competitive';
  const result = await services.engine.analyze({ text: input.text, mode, demo: true });
  return {
    positioning_summary: result.analysis.positioning_summary,
    market_score: result.analysis.market_score,
    mode,
    detected_language: result.detected_language,
    market_context: result.market_context,
    demo: true,
    note: 'Competitors, pain points, sources and mode insight come with POST /intel (0.05 USDC; a free trial key: GET /api-keys/trial).',
  };
}
