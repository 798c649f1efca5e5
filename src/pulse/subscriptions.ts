// Pulse subscriptions in Neo4j: the watcher (a credential's public id) WATCHES the company, the
// subscription's fields on that relationship, so analysts see in the graph who watches what.
// Cypher: cypher/queries/pulse-*.cypher.
import neo4j, { type Driver } from 'neo4j-driver';
import { cypher } from '../graph/queries.ts';
import { DomainError } from '../lib/errors.ts';
import type { PulseSnapshot } from './compare.ts';

export type PauseReason = 'balance' | 'plan' | 'credential' | 'failing';

export interface Subscription {
  id: string;
  watcher: string;
  watchCompany: string;
  companyKey: string;
  watchCompetitor: string | null;
  threshold: number;
  webhookUrl: string;
  everyHours: number;
  url: string | null;
  status: 'active' | 'paused';
  pausedReason: PauseReason | null;
  createdAt: string;
  lastCheckAt: string | null;
  nextCheckAt: string | null;
  checks: number;
  alerts: number;
  alertsDelivered: number;
  consecutiveFailures: number;
  lastError: string | null;
  snapshot: PulseSnapshot | null;
}

export interface NewSubscription {
  id: string;
  watcher: string;
  watcherKind: string;
  watchCompany: string;
  companyKey: string;
  watchCompetitor: string | null;
  threshold: number;
  webhookUrl: string;
  everyHours: number;
  url: string | null;
  createdAt: string;
  nextCheckAt: string;
}

const num = (v: unknown): number => (neo4j.isInt(v) ? (v as { toNumber(): number }).toNumber() : Number(v ?? 0));
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/** A subscription node's properties, as Neo4j returns them. */
type Row = Record<string, unknown>;

function toSubscription(row: Row, companyKey: string, watcher?: string): Subscription {
  return {
    id: String(row.id),
    watcher: watcher ?? String(row.watcher),
    watchCompany: String(row.watch_company),
    companyKey,
    watchCompetitor: str(row.watch_competitor),
    threshold: Number(row.threshold),
    webhookUrl: String(row.webhook_url),
    everyHours: num(row.every_hours),
    url: str(row.url),
    status: row.status === 'paused' ? 'paused' : 'active',
    pausedReason: str(row.paused_reason) as PauseReason | null,
    createdAt: String(row.created_at),
    lastCheckAt: str(row.last_check_at),
    nextCheckAt: str(row.next_check_at),
    checks: num(row.checks),
    alerts: num(row.alerts),
    alertsDelivered: num(row.alerts_delivered),
    consecutiveFailures: num(row.consecutive_failures),
    lastError: str(row.last_error),
    snapshot: typeof row.snapshot === 'string' ? (JSON.parse(row.snapshot) as PulseSnapshot) : null,
  };
}

/** The fields a check or a delivery may change, in the graph's property names. */
export interface SubscriptionChanges {
  status?: 'active' | 'paused';
  paused_reason?: PauseReason | null;
  last_check_at?: string;
  next_check_at?: string | null;
  checks?: number;
  alerts?: number;
  alerts_delivered?: number;
  consecutive_failures?: number;
  last_error?: string | null;
  snapshot?: string;
}

export function createSubscriptionStore(driver: Driver, database?: string) {
  const read = (query: string, params: Record<string, unknown>) =>
    driver.executeQuery(query, params, { database, routing: neo4j.routing.READ });
  const write = (query: string, params: Record<string, unknown>) =>
    driver.executeQuery(query, params, { database, routing: neo4j.routing.WRITE });

  return {
    /** One transaction: lock the watcher, count its subscriptions against the limit, create. */
    async create(s: NewSubscription, limit: number): Promise<Subscription> {
      const session = driver.session({ database });
      try {
        return await session.executeWrite(async (tx) => {
          const locked = await tx.run(cypher('pulse-lock-watcher'), {
            watcher: s.watcher,
            kind: s.watcherKind,
            at: s.createdAt,
          });
          const count = num(locked.records[0]?.get('subscriptions'));
          if (count >= limit) {
            const message = `This credential already has ${count} subscriptions (the limit is ${limit}); unsubscribe one first.`;
            throw new DomainError('subscription_limit_reached', message, { limit });
          }
          const sub = {
            id: s.id,
            watch_company: s.watchCompany,
            watch_competitor: s.watchCompetitor,
            threshold: s.threshold,
            webhook_url: s.webhookUrl,
            every_hours: neo4j.int(s.everyHours),
            url: s.url,
            status: 'active',
            created_at: s.createdAt,
            next_check_at: s.nextCheckAt,
            checks: neo4j.int(0),
            alerts: neo4j.int(0),
            alerts_delivered: neo4j.int(0),
            consecutive_failures: neo4j.int(0),
          };
          const company = { key: s.companyKey, name: s.watchCompany };
          const created = await tx.run(cypher('pulse-create'), { watcher: s.watcher, company, sub, at: s.createdAt });
          const record = created.records[0];
          return toSubscription(record.get('sub') as Row, record.get('company_key') as string, s.watcher);
        });
      } finally {
        await session.close();
      }
    },

    async get(id: string): Promise<Subscription | null> {
      const { records } = await read(cypher('pulse-get'), { id });
      const r = records[0];
      return r ? toSubscription(r.get('sub') as Row, r.get('company_key') as string, r.get('watcher') as string) : null;
    },

    async list(watcher: string, limit: number): Promise<Subscription[]> {
      const { records } = await read(cypher('pulse-list'), { watcher, limit: neo4j.int(limit) });
      return records.map((r) => toSubscription(r.get('sub') as Row, r.get('company_key') as string, watcher));
    },

    async update(id: string, changes: SubscriptionChanges): Promise<void> {
      // Counters are integers in the graph, as created.
      const asInt = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) ? neo4j.int(v) : v);
      const params = Object.fromEntries(Object.entries(changes).map(([k, v]) => [k, asInt(v)]));
      await write(cypher('pulse-update'), { id, changes: params });
    },

    async remove(watcher: string, id: string): Promise<boolean> {
      const { records } = await write(cypher('pulse-delete'), { watcher, id });
      return num(records[0]?.get('deleted')) > 0;
    },
  };
}

export type SubscriptionStore = ReturnType<typeof createSubscriptionStore>;
