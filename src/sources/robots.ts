// robots.txt, read the way RFC 9309 asks: fetched through the same guarded client as the page,
// cached per origin; a 4xx means no rules (allow all), a 5xx or a time-out means "stay away".
import robotsParserModule from 'robots-parser';
import { DomainError } from '../lib/errors.ts';

// The package is CommonJS (module.exports = fn) while its types declare an ES default export,
// so under NodeNext the default import is typed as the module object.
const robotsParser: typeof robotsParserModule.default =
  typeof robotsParserModule === 'function' ? robotsParserModule : robotsParserModule.default;

type Robot = ReturnType<typeof robotsParser>;

/** What reading one robots.txt gave: a status and its text, or that it timed out. */
export type RobotsFetchResult = { status: number; body: string } | { timedOut: true };

export interface RobotsOptions {
  /** Fetches `${origin}/robots.txt` through the guarded client (address checks, redirects, size cap). */
  fetchRobots: (robotsUrl: string, signal: AbortSignal) => Promise<RobotsFetchResult>;
  /** Our product token as robots.txt names it ("IntelGraphBot"). */
  agentToken: string;
  ttlMs?: number;
  /** Failures are retried sooner than successes are re-read. */
  failureTtlMs?: number;
  maxOrigins?: number;
  now?: () => number;
}

type Rules = { kind: 'rules'; robot: Robot } | { kind: 'allow_all' } | { kind: 'disallow_all'; reason: string };

export interface RobotsPolicy {
  /** Throws DomainError('url_not_allowed') when the site's robots.txt keeps us off this URL. */
  assertAllowed(url: URL, signal: AbortSignal): Promise<void>;
}

export function createRobotsPolicy(options: RobotsOptions): RobotsPolicy {
  const ttlMs = options.ttlMs ?? 60 * 60_000;
  const failureTtlMs = options.failureTtlMs ?? 5 * 60_000;
  const maxOrigins = options.maxOrigins ?? 1000;
  const now = options.now ?? Date.now;
  const cache = new Map<string, { rules: Rules; expires: number }>();
  // Concurrent requests to one site share one robots.txt read.
  const inflight = new Map<string, Promise<Rules>>();

  async function read(origin: string, signal: AbortSignal): Promise<Rules> {
    const robotsUrl = `${origin}/robots.txt`;
    const result = await options.fetchRobots(robotsUrl, signal);
    if ('timedOut' in result) return { kind: 'disallow_all', reason: 'robots.txt timed out' };
    if (result.status >= 200 && result.status < 300)
      return { kind: 'rules', robot: robotsParser(robotsUrl, result.body) };
    if (result.status >= 500) return { kind: 'disallow_all', reason: `robots.txt answered HTTP ${result.status}` };
    // 4xx, and 3xx left over after the redirect limit: "unavailable", which RFC 9309 reads as no rules.
    return { kind: 'allow_all' };
  }

  async function rulesFor(origin: string, signal: AbortSignal): Promise<Rules> {
    const cached = cache.get(origin);
    if (cached && cached.expires > now()) return cached.rules;
    let pending = inflight.get(origin);
    if (!pending) {
      pending = read(origin, signal).finally(() => inflight.delete(origin));
      inflight.set(origin, pending);
    }
    const rules = await pending;
    cache.delete(origin);
    if (cache.size >= maxOrigins) cache.delete(cache.keys().next().value!);
    cache.set(origin, { rules, expires: now() + (rules.kind === 'disallow_all' ? failureTtlMs : ttlMs) });
    return rules;
  }

  return {
    async assertAllowed(url, signal) {
      const rules = await rulesFor(url.origin, signal);
      if (rules.kind === 'allow_all') return;
      if (rules.kind === 'disallow_all') {
        // The reason stays in the rules (and the logs); the caller learns only that the page was not read.
        throw new DomainError(
          'url_not_allowed',
          `${url.host} does not allow automated reading of its pages at the moment.`,
          { url: url.href },
        );
      }
      // undefined means "another origin", which cannot happen here: we parsed this origin's file.
      if (rules.robot.isAllowed(url.href, options.agentToken) === false) {
        throw new DomainError('url_not_allowed', `${url.host} does not allow automated reading of ${url.pathname}.`, {
          url: url.href,
        });
      }
    },
  };
}
