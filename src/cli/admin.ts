// The operator's admin CLI: the same services as the admin API, straight on Redis.
//   npm run admin -- create-key --balance 10 [--label "acme"]
//   npm run admin -- create-session --plan starter|pro
//   npm run admin -- list [--limit 100]
//   npm run admin -- show <key_…|ses_…>
//   npm run admin -- credit <key_…> --amount 5 --reference invoice-42
//   npm run admin -- refund <id> <ledger-entry-id> [--reason "…"]
//   npm run admin -- revoke <id>
//   npm run admin -- cap <id> <operator_id> <usdc|none>
//   npm run admin -- pulse-check <sub_…>   (the subscription's next check falls due now)
// Uses REDIS_URL, or the local redis-server under DATA_DIR (started for the command if needed).
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { createCredentialStore } from '../billing/credentials.ts';
import { createLedger } from '../billing/ledger.ts';
import { createOperatorBudgets } from '../billing/operators.ts';
import { PLANS, STANDARD_PRICE_MICRO } from '../billing/prices.ts';
import { publicCredential } from '../http/routes/admin.ts';
import { systemClock } from '../lib/clock.ts';
import { DomainError } from '../lib/errors.ts';
import { microToNumber, usdcToMicro } from '../lib/money.ts';
import { startLocalRedis } from '../stores/redisLocal.ts';
import { openRedis } from '../stores/redis.ts';
import { createPulseStore } from '../pulse/store.ts';

const USAGE =
  'usage: npm run admin -- <create-key|create-session|list|show|credit|refund|revoke|cap|pulse-check> [args]  (see src/cli/admin.ts)';

async function main(argv: string[]): Promise<unknown> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      balance: { type: 'string' },
      label: { type: 'string' },
      plan: { type: 'string' },
      limit: { type: 'string' },
      amount: { type: 'string' },
      reference: { type: 'string' },
      reason: { type: 'string' },
    },
  });
  const [command, ...args] = positionals;
  if (!command) throw new Error(USAGE);
  const config = loadConfig();
  const local = config.redis.url
    ? null
    : await startLocalRedis({
        dataDir: config.dataDir,
        port: config.redis.localPort,
        binary: config.redis.localBinary,
      });
  const redis = await openRedis(
    config.redis.url ? { url: config.redis.url, cluster: config.redis.cluster } : local!.url,
  );
  const credentials = createCredentialStore(redis, systemClock);
  const ledger = createLedger(redis, systemClock);
  const operators = createOperatorBudgets(redis, systemClock);
  const find = async (id: string | undefined) => {
    const found = id ? await credentials.findByPublicId(id) : null;
    if (!found) throw new Error(`no credential ${id ?? '(missing id)'}`);
    return found;
  };
  try {
    switch (command) {
      case 'pulse-check': {
        // The running service's next tick (PULSE_TICK_MS) queues it; a removed subscription's check is skipped.
        if (!args[0]?.startsWith('sub_')) throw new Error('pulse-check needs a subscription id (sub_…)');
        await createPulseStore(redis).schedule({ kind: 'check', subId: args[0] }, systemClock.now().getTime());
        return { subscription_id: args[0], check: 'due now' };
      }
      case 'create-key': {
        if (values.balance === undefined) throw new Error('create-key needs --balance <usdc>');
        const balanceMicro = usdcToMicro(values.balance);
        const { secret, credential } = await credentials.createApiKey({
          balanceMicro,
          label: values.label?.slice(0, 100),
        });
        return {
          api_key: secret,
          key_id: credential.publicId,
          balance_usdc: microToNumber(balanceMicro),
          calls_available: Math.floor(balanceMicro / STANDARD_PRICE_MICRO),
        };
      }
      case 'create-session': {
        const plan = PLANS[values.plan as keyof typeof PLANS];
        if (!plan) throw new Error(`create-session needs --plan ${Object.keys(PLANS).join('|')}`);
        const { secret, credential } = await credentials.createSession(plan.name);
        return {
          session_id: secret,
          id: credential.publicId,
          reports_total: plan.reports,
          duration_days: plan.durationDays,
          expires_at: credential.expiresAt?.toISOString(),
        };
      }
      case 'list':
        return (await credentials.list(Number(values.limit ?? 100))).map((c) => publicCredential(c, systemClock.now()));
      case 'show': {
        const c = await find(args[0]);
        return {
          ...publicCredential(c, systemClock.now()),
          ledger: await ledger.entries(c.cid),
          operators: await operators.usage(c.cid),
        };
      }
      case 'credit': {
        const c = await find(args[0]);
        if (!values.amount || !values.reference) throw new Error('credit needs --amount <usdc> --reference <text>');
        const r = await ledger.credit(c.cid, usdcToMicro(values.amount), `admin:${values.reference}`, 'admin-cli');
        return { entry_id: r.entryId, balance_usdc: microToNumber(r.balanceMicro) };
      }
      case 'refund': {
        const c = await find(args[0]);
        if (!args[1]) throw new Error('refund needs <id> <ledger-entry-id>');
        return { refund_entry_id: await ledger.refund(c.cid, args[1], values.reason ?? 'admin refund') };
      }
      case 'revoke': {
        const c = await find(args[0]);
        await credentials.revoke(c.cid);
        return { id: c.publicId, status: 'revoked' };
      }
      case 'cap': {
        const c = await find(args[0]);
        const [, operator, amount] = args;
        if (!operator || !amount) throw new Error('cap needs <id> <operator_id> <usdc|none>');
        await operators.setDailyCap(c.cid, operator, amount === 'none' ? null : usdcToMicro(amount));
        return { id: c.publicId, operator_id: operator, daily_cap_usdc: amount === 'none' ? null : Number(amount) };
      }
      default:
        throw new Error(USAGE);
    }
  } finally {
    await redis.quit();
    await local?.stop();
  }
}

main(process.argv.slice(2)).then(
  (result) => {
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  },
  (err: Error) => {
    process.stderr.write(`${err instanceof DomainError ? `${err.code}: ` : ''}${err.message}\n`);
    process.exit(2);
  },
);
