// The official MCP conformance suite (@modelcontextprotocol/conformance) against the real app on
// loopback, for the 2025-11-25 and the 2026-07-28 requirement sets. The expected-failures files list
// only scenarios that call the suite's reference fixtures; this test also checks that each of those
// failures is exactly that (a missing fixture), so a real fault cannot hide behind the baseline.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT_DIR } from '../../src/lib/paths.ts';
import type { TestApp } from '../helpers/testApp.ts';
import { startAgentApp } from './helpers.ts';
import { match } from '../helpers/match.ts';

const CLI = join(ROOT_DIR, 'node_modules', '@modelcontextprotocol', 'conformance', 'dist', 'index.js');
const BASELINES = join(ROOT_DIR, 'test', 'agents', 'conformance');
/** How a check reads when it needs a reference fixture this server lacks, or a session a stateless server has not. */
const NOT_APPLICABLE =
  /not found|Not testable|Method not found|Prerequisite failed|Expected InputRequiredResult|instead of re-requesting via InputRequiredResult|did not provide session ID/;

interface Check {
  id: string;
  status: string;
  errorMessage?: string;
  details?: { message?: string };
}
interface Run {
  code: number | null;
  output: string;
  ms: number;
  scenarios: Map<string, Check[]>;
}

let t: TestApp;
const outDirs: string[] = [];
beforeAll(async () => {
  t = await startAgentApp();
});
afterAll(async () => {
  await t.close();
  for (const dir of outDirs) rmSync(dir, { recursive: true, force: true });
});

function runConformance(requirements: string): Promise<Run> {
  const outDir = mkdtempSync(join(tmpdir(), `conformance-${requirements}-`));
  outDirs.push(outDir);
  const started = performance.now();
  // process.execPath: the suite needs Node >= 22, and the bin's shebang would pick the system node.
  const child = spawn(
    process.execPath,
    [
      CLI,
      'server',
      '--url',
      `${t.url}/mcp`,
      '--requirements',
      requirements,
      '--expected-failures',
      join(BASELINES, `expected-failures-${requirements}.yaml`),
      '-o',
      outDir,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (c: Buffer) => {
    output += c.toString();
  });
  child.stderr.on('data', (c: Buffer) => {
    output += c.toString();
  });
  return new Promise((resolve) =>
    child.on('close', (code) => {
      const scenarios = new Map<string, Check[]>();
      for (const dir of readdirSync(outDir)) {
        const name = /^server-(.+)-\d{4}-\d{2}-\d{2}T/.exec(dir)?.[1];
        if (name) scenarios.set(name, JSON.parse(readFileSync(join(outDir, dir, 'checks.json'), 'utf8')) as Check[]);
      }
      resolve({ code, output, ms: Math.round(performance.now() - started), scenarios });
    }),
  );
}

const failures = (checks: Check[]) => checks.filter((c) => c.status === 'FAILURE');
/** A baseline also counts warnings (unmet SHOULDs) as failures. */
const unmet = (checks: Check[]) => checks.filter((c) => c.status === 'FAILURE' || c.status === 'WARNING');
const baselined = (requirements: string) =>
  readFileSync(join(BASELINES, `expected-failures-${requirements}.yaml`), 'utf8')
    .split('\n')
    .map((l) => /^\s+- ([^\s#]+)/.exec(l)?.[1])
    .filter((x): x is string => Boolean(x));

describe.each([
  {
    requirements: '2025-11-25',
    mustPass: [
      'server-initialize',
      'ping',
      'logging-set-level',
      'tools-list',
      'resources-list',
      'dns-rebinding-protection',
    ],
  },
  {
    requirements: '2026-07-28',
    mustPass: [
      'tools-list',
      'resources-list',
      'sep-2164-resource-not-found',
      'dns-rebinding-protection',
      'server-sse-multiple-streams',
      'http-header-validation',
      'input-required-result-validate-input',
      'input-required-result-unsupported-methods',
      'input-required-result-missing-input-response',
      'input-required-result-ignore-extra-params',
    ],
  },
])('conformance $requirements', ({ requirements, mustPass }) => {
  let run: Run;
  beforeAll(async () => {
    run = await runConformance(requirements);
  }, 120_000);

  test('the suite passes with only the expected failures (exit code 0)', () => {
    if (run.code !== 0) throw new Error(`conformance ${requirements} exited ${run.code}:\n${run.output.slice(-4000)}`);
    process.stdout.write(`conformance ${requirements}: ${run.scenarios.size} scenarios in ${run.ms} ms\n`);
  });

  test('every scenario that applies passes', () => {
    for (const name of mustPass) {
      expect({ name, failures: failures(run.scenarios.get(name) ?? [{ id: 'not run', status: 'FAILURE' }]) }).toEqual({
        name,
        failures: [],
      });
    }
  });

  test('each expected failure is a missing reference fixture (or session), never anything else', () => {
    const entries = baselined(requirements);
    for (const entry of entries) {
      const [scenario, check] = entry.split(':');
      const failing = unmet(run.scenarios.get(scenario) ?? []).filter((c) => !check || c.id === check);
      expect({ entry, failing: failing.length > 0 }).toEqual({ entry, failing: true });
      for (const c of failing) {
        const message = c.errorMessage ?? c.details?.message;
        expect({ entry, check: c.id, message }).toEqual({
          entry,
          check: c.id,
          message: match.stringMatching(NOT_APPLICABLE),
        });
      }
    }
  });

  test('scenarios baselined check by check fail in no other check', () => {
    const partial = [
      ...new Set(
        baselined(requirements)
          .filter((e) => e.includes(':'))
          .map((e) => e.split(':')[0]),
      ),
    ];
    for (const scenario of partial) {
      const allowed = baselined(requirements)
        .filter((e) => e.startsWith(`${scenario}:`))
        .map((e) => e.split(':')[1]);
      for (const c of failures(run.scenarios.get(scenario) ?? [])) expect(allowed).toContain(c.id);
    }
  });
});
