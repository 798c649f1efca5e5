// Logs for people and machines: coloured one-line records when stdout is a terminal (pino-pretty, in
// this thread, so nothing is lost at exit), JSON lines otherwise (files, containers, log shippers).
import { pino, type Logger } from 'pino';
import pretty from 'pino-pretty';

export function createLogger(level: string, tty = process.stdout.isTTY === true): Logger {
  const options = { level, base: { service: 'intel-graph' } };
  if (!tty) return pino(options);
  // The service name and pid say nothing to a person at a terminal; the request id does.
  return pino(
    options,
    pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname,service', sync: true }),
  );
}

export interface BannerFacts {
  version: string;
  listenUrl: string;
  publicUrl: string;
  neo4jUri: string;
  neo4jBrowserUrl: string | null;
  redisUrl: string;
  origins: { redis: string; neo4j: string };
  ms: number;
}

/** The startup banner a person reads: where to go and what this process started. */
export function bannerLines(f: BannerFacts): string[] {
  const row = (name: string, value: string) => `  ${name.padEnd(15)}${value}`;
  return [
    '',
    `  intel-graph ${f.version} ready in ${(f.ms / 1000).toFixed(1)} s`,
    '',
    row('Service', f.listenUrl + (f.publicUrl !== f.listenUrl ? `  (public ${f.publicUrl})` : '')),
    row('API docs', `${f.listenUrl}/docs`),
    row(
      'Neo4j Browser',
      f.neo4jBrowserUrl ? `${f.neo4jBrowserUrl}  (connect to ${f.neo4jUri})` : 'not served (external Neo4j)',
    ),
    row('Neo4j', `${f.neo4jUri}  ${f.origins.neo4j}`),
    row('Redis', `${f.redisUrl}  ${f.origins.redis}`),
    '',
    '  Ctrl-C stops the service and the stores it started.',
    '',
  ];
}

/** On a terminal, the banner; otherwise one JSON record with the same facts. */
export function logBanner(logger: Logger, facts: BannerFacts, tty = process.stdout.isTTY === true): void {
  if (tty) {
    process.stdout.write(`${bannerLines(facts).join('\n')}\n`);
    return;
  }
  logger.info(
    {
      url: facts.listenUrl,
      public: facts.publicUrl,
      docs: `${facts.listenUrl}/docs`,
      neo4j: facts.neo4jUri,
      neo4j_browser: facts.neo4jBrowserUrl,
      redis: facts.redisUrl,
      started: facts.origins,
      ms: facts.ms,
    },
    'service ready',
  );
}
