// Starts a real Neo4j 5.26 Community server for local development and tests, without Docker.
//
// The server is the small Maven module in `neo4j-local/` (embedded Neo4j with the Bolt and HTTP
// connectors and Neo4j Browser, all on 127.0.0.1, auth disabled). The first call builds it once:
//
//   mvn -q -B -f neo4j-local/pom.xml compile dependency:build-classpath
//
// which downloads ~170 MB of jars from Maven Central into ~/.m2 and writes the runtime classpath to
// neo4j-local/target/classpath.txt. Later calls skip Maven and start the JVM directly:
//
//   java @neo4j-local/jvm.args -cp neo4j-local/target/classes:<classpath.txt> neo4jlocal.Neo4jLocal \
//        --data-dir <dataDir>/neo4j --bolt-port <boltPort> --http-port <httpPort>
//
// and wait for its single stdout line `neo4j ready bolt://127.0.0.1:<port> http://127.0.0.1:<port>`.
// Data lives under <dataDir>/neo4j/ (store in data/, logs in logs/debug.log) and is never wiped.
//
// Node builtins only; erasable TypeScript only (runs under Node's type stripping).

import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import {
  accessSync,
  constants,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { isPidAlive, isPortOpen, readPidFile } from './process.ts';

export interface LocalNeo4j {
  uri: string;
  httpUrl: string | null;
  reused: boolean;
  stop: () => Promise<void>;
}

export interface StartLocalNeo4jOptions {
  dataDir: string;
  boltPort: number;
  httpPort: number;
  log?: (msg: string) => void;
}

const HOST = '127.0.0.1';
const MAIN_CLASS = 'neo4jlocal.Neo4jLocal';
const READY_TIMEOUT_MS = 180_000;
const STOP_GRACE_MS = 30_000;
const BUILD_TIMEOUT_MS = 20 * 60_000;
const INSTALL_HINT =
  'Java 17 (apt-get install openjdk-17-jre-headless) and Maven (apt-get install maven) are needed to run the ' +
  'local Neo4j; or run `docker compose up` and set NEO4J_URI';

/** The Maven module, resolved from this file: src/stores/ -> ../../neo4j-local */
const MODULE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'neo4j-local');
const TARGET_DIR = path.join(MODULE_DIR, 'target');
const CLASSES_DIR = path.join(TARGET_DIR, 'classes');
const CLASSPATH_FILE = path.join(TARGET_DIR, 'classpath.txt');
/** Written by this launcher after a successful build; compared against pom.xml and the Java sources. */
const BUILD_STAMP = path.join(TARGET_DIR, 'build.stamp');

/**
 * Starts (or reuses) the local Neo4j for `dataDir` and resolves once Bolt (and HTTP) accept connections.
 *
 * - Reuse: if the Bolt port answers and `<dataDir>/neo4j/neo4j.pid` names a live neo4j-local JVM, that server
 *   is returned with `reused: true`; its `stop()` does nothing (the process that started it owns it).
 * - Otherwise the JVM is started as a child of this process. `stop()` sends SIGTERM (a clean shutdown, about
 *   half a second) and SIGKILL after 30 s. If this Node process exits normally first, the JVM gets SIGTERM;
 *   if Node is killed by a signal, the JVM keeps running and the next call reuses it.
 * - Throws if Java 17+ (or Maven, when a build is needed) is missing, if the Bolt port is taken by something
 *   else, or if Neo4j exits or is not ready within 180 s (the message carries its last output lines).
 */
export async function startLocalNeo4j(opts: StartLocalNeo4jOptions): Promise<LocalNeo4j> {
  const log = opts.log ?? (() => {});
  const { boltPort, httpPort } = opts;
  const home = path.resolve(opts.dataDir, 'neo4j');
  const pidFile = path.join(home, 'neo4j.pid');
  const uri = `bolt://${HOST}:${boltPort}`;

  mkdirSync(home, { recursive: true });

  // Callers in parallel (test files run in parallel, a dev server plus tests) take turns here, so only one
  // of them builds and starts the JVM; the others then find it running and reuse it.
  const plan = await withLock(path.join(home, 'launcher.lock'), 'another launcher is starting Neo4j', log, async () => {
    // 1. Reuse a server that is already running for this data directory.
    const pid = readPidFile(pidFile);
    const running = pid === null ? null : runningNeo4jLocal(pid);
    if (pid !== null && running !== null && running.boltPort !== null && running.boltPort !== boltPort) {
      throw new Error(
        `A local Neo4j for ${home} is already running (pid ${pid}) with Bolt on port ${running.boltPort}, ` +
          `not ${boltPort}; stop it or use that port.`,
      );
    }
    if (await isPortOpen(boltPort)) {
      if (pid !== null && running !== null) return { kind: 'reuse' as const, pid, running };
      throw new Error(
        `Port ${HOST}:${boltPort} is already in use, but not by a local Neo4j started for ${home} ` +
          `(no live process in ${pidFile}). Stop whatever holds the port, choose another Bolt port, ` +
          'or point NEO4J_URI at that server.',
      );
    }
    // Started a moment ago (by another launcher, or by hand) and still booting: a second JVM would fail on
    // the store lock, so wait for that one instead.
    if (pid !== null && running !== null) return { kind: 'wait' as const, pid, running };

    // 2. Tools, and a build if the module changed (or was never built).
    const java = findJava();
    const mvnOk = onPath('mvn');
    if (java === null || !mvnOk) {
      const missing = [java === null ? 'java (17 or 21)' : '', mvnOk ? '' : 'mvn'].filter(Boolean).join(' and ');
      throw new Error(`${INSTALL_HINT}. Not found: ${missing}.`);
    }
    mkdirSync(TARGET_DIR, { recursive: true });
    await withLock(path.join(TARGET_DIR, 'build.lock'), 'another launcher is building neo4j-local', log, async () => {
      if (buildIsStale()) await build(log);
    });

    // 3. Start the JVM.
    const classpath = `${CLASSES_DIR}${path.delimiter}${readFileSync(CLASSPATH_FILE, 'utf8').trim()}`;
    const args = [
      `@${path.join(MODULE_DIR, 'jvm.args')}`,
      '-cp',
      classpath,
      MAIN_CLASS,
      '--data-dir',
      home,
      '--bolt-port',
      String(boltPort),
      '--http-port',
      String(httpPort),
    ];
    log(`neo4j: starting Neo4j on ${uri} (data in ${home})`);
    const child = spawn(java, args, { cwd: home, detached: false, stdio: ['ignore', 'pipe', 'pipe'] });
    // The JVM writes the same pid file itself on startup and removes it on a clean shutdown.
    if (child.pid !== undefined) writeFileSync(pidFile, `${child.pid}\n`);
    // Listen right away: 'error' (e.g. spawn failure) without a listener would crash this process.
    const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
    const spawnError = new Promise<Error>((resolve) => child.once('error', resolve));
    return { kind: 'spawned' as const, child, exited, spawnError };
  });

  if (plan.kind !== 'spawned') {
    if (plan.kind === 'wait') {
      log(`neo4j: server pid ${plan.pid} is still starting; waiting for ${uri}`);
      if (!(await waitForPort(boltPort, READY_TIMEOUT_MS, () => isPidAlive(plan.pid)))) {
        throw new Error(`The local Neo4j (pid ${plan.pid}) never opened ${uri}; see ${home}/logs/debug.log`);
      }
    }
    // HTTP opens about a second after Bolt (the databases are already up once Bolt answers).
    const serverHttpPort = plan.running.httpPort ?? httpPort;
    const httpUp = serverHttpPort > 0 && (await waitForPort(serverHttpPort, 30_000, () => isPidAlive(plan.pid)));
    const httpUrl = httpUp ? `http://${HOST}:${serverHttpPort}` : null;
    log(`neo4j: reusing running server (pid ${plan.pid}) at ${uri}`);
    return { uri, httpUrl, reused: true, stop: async () => {} };
  }

  const { child, exited, spawnError } = plan;
  const childPid = child.pid;
  const started = Date.now();

  // Remove the pid file when this server goes away, and take it down if this Node process exits first.
  const killOnExit = () => {
    child.kill('SIGTERM');
  };
  process.once('exit', killOnExit);
  void exited.then(() => {
    process.removeListener('exit', killOnExit);
    if (childPid !== undefined && readPidFile(pidFile) === childPid) rmSync(pidFile, { force: true });
  });

  const ready = await waitForReady(child, exited, spawnError, log);
  log(`neo4j: ready in ${Date.now() - started} ms at ${ready.uri}${ready.httpUrl ? ` and ${ready.httpUrl}` : ''}`);

  let stopping: Promise<void> | null = null;
  const stop = (): Promise<void> => {
    stopping ??= stopChild(child, exited, log);
    return stopping;
  };
  return { uri: ready.uri, httpUrl: ready.httpUrl, reused: false, stop };
}

// ---------------------------------------------------------------------------------------------------
// Starting and stopping

/** Waits for the ready line; on exit or timeout, throws with the last lines of output. */
function waitForReady(
  child: ChildProcess,
  exited: Promise<void>,
  spawnError: Promise<Error>,
  log: (msg: string) => void,
): Promise<{ uri: string; httpUrl: string | null }> {
  const tail: string[] = [];
  const remember = (line: string) => {
    tail.push(line);
    if (tail.length > 40) tail.shift();
  };
  let readyLine: ((line: string) => void) | null = null;

  // Keep draining both pipes for the life of the process: a full pipe would block the JVM.
  if (child.stdout) {
    createInterface({ input: child.stdout }).on('line', (line) => {
      remember(line);
      readyLine?.(line);
    });
  }
  if (child.stderr) {
    createInterface({ input: child.stderr }).on('line', (line) => {
      remember(line);
      if (readyLine === null) log(`neo4j: ${line}`); // after startup only warnings/errors reach stderr
    });
  }

  return new Promise((resolve, reject) => {
    const fail = (why: string) => {
      clearTimeout(timer);
      readyLine = null;
      reject(new Error(`${why}. Last output:\n${tail.join('\n') || '(none)'}`));
    };
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      fail(`Neo4j did not report ready within ${READY_TIMEOUT_MS / 1000} s`);
    }, READY_TIMEOUT_MS);
    readyLine = (line) => {
      const m = /^neo4j ready (bolt:\/\/\S+)(?: (http:\/\/\S+))?$/.exec(line.trim());
      if (m === null) return;
      clearTimeout(timer);
      readyLine = null;
      resolve({ uri: m[1] ?? `bolt://${HOST}`, httpUrl: m[2] ?? null });
    };
    void spawnError.then((err) => fail(`Could not start java: ${err.message}`));
    void exited.then(() => {
      if (readyLine !== null) fail(`Neo4j exited during startup (code ${child.exitCode}, signal ${child.signalCode})`);
    });
  });
}

async function stopChild(child: ChildProcess, exited: Promise<void>, log: (msg: string) => void): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const started = Date.now();
  child.kill('SIGTERM');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(true), STOP_GRACE_MS);
  });
  const killed = await Promise.race([exited.then(() => false), timedOut]);
  clearTimeout(timer);
  if (killed) {
    log(`neo4j: no exit ${STOP_GRACE_MS / 1000} s after SIGTERM; sending SIGKILL`);
    child.kill('SIGKILL');
    await exited;
  }
  log(`neo4j: stopped in ${Date.now() - started} ms (code ${child.exitCode}, signal ${child.signalCode})`);
}

// ---------------------------------------------------------------------------------------------------
// Building the Maven module

function buildIsStale(): boolean {
  if (!existsSync(BUILD_STAMP) || !existsSync(CLASSPATH_FILE) || !existsSync(CLASSES_DIR)) return true;
  const stamp = statSync(BUILD_STAMP).mtimeMs;
  const inputs = [path.join(MODULE_DIR, 'pom.xml'), ...listFiles(path.join(MODULE_DIR, 'src', 'main'))];
  if (inputs.some((file) => statSync(file).mtimeMs > stamp)) return true;
  // ~/.m2 may have been cleaned since: every jar on the classpath must still be there.
  const jars = readFileSync(CLASSPATH_FILE, 'utf8').trim().split(path.delimiter).filter(Boolean);
  return jars.length === 0 || jars.some((jar) => !existsSync(jar));
}

async function build(log: (msg: string) => void): Promise<void> {
  const first = !existsSync(CLASSPATH_FILE);
  log(
    `neo4j: building ${MODULE_DIR}` +
      (first ? ' (first run downloads ~170 MB from Maven Central into ~/.m2; this takes a minute or two)' : ''),
  );
  const started = Date.now();
  rmSync(BUILD_STAMP, { force: true });
  const args = ['-q', '-B', '-f', path.join(MODULE_DIR, 'pom.xml'), 'compile', 'dependency:build-classpath'];
  const child = spawn('mvn', args, { cwd: MODULE_DIR, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), BUILD_TIMEOUT_MS);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (c) => resolve(c));
  }).finally(() => clearTimeout(timer));
  if (code !== 0 || !existsSync(CLASSPATH_FILE)) {
    // Maven 3.8 still emits colour resets with -q; strip escape sequences from the error text.
    const clean = stripVTControlCharacters(output).trim().split('\n').slice(-40).join('\n');
    throw new Error(`Building ${MODULE_DIR} failed (mvn ${args.join(' ')}, exit ${code}):\n${clean}`);
  }
  // dependency:build-classpath leaves classpath.txt untouched when unchanged, so track builds with a stamp.
  writeFileSync(BUILD_STAMP, `${new Date().toISOString()}\n`);
  log(`neo4j: built in ${Date.now() - started} ms`);
}

/**
 * Runs fn while holding an exclusive lock file that names this process. A lock whose owner is dead is taken
 * over; a live owner is waited for (polling), up to the build plus startup timeouts.
 */
async function withLock<T>(file: string, what: string, log: (msg: string) => void, fn: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + BUILD_TIMEOUT_MS + READY_TIMEOUT_MS;
  let told = false;
  for (;;) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const owner = readPidFile(file);
    const age = Date.now() - (statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if ((owner !== null && !isPidAlive(owner)) || (owner === null && age > 5000)) {
      rmSync(file, { force: true }); // left behind by a process that died
      continue;
    }
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${file} (held by pid ${owner}): ${what}`);
    if (!told) {
      log(`neo4j: waiting: ${what} (pid ${owner})`);
      told = true;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  try {
    return await fn();
  } finally {
    if (readPidFile(file) === process.pid) rmSync(file, { force: true });
  }
}

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

// ---------------------------------------------------------------------------------------------------
// Small helpers

/** `java` on PATH, if it runs and is Java 17 or newer; else null. */
function findJava(): string | null {
  const res = spawnSync('java', ['-version'], { encoding: 'utf8', env: process.env });
  if (res.error || res.status !== 0) return null;
  const m = /version "(\d+)(?:\.(\d+))?/.exec(`${res.stderr}${res.stdout}`);
  const major = m === null ? 0 : Number(m[1]) === 1 ? Number(m[2]) : Number(m[1]);
  return major >= 17 ? 'java' : null;
}

/** Whether an executable of that name is on PATH (checked without running it: `mvn -v` costs a JVM start). */
function onPath(cmd: string): boolean {
  return (process.env.PATH ?? '').split(path.delimiter).some((dir) => {
    if (dir === '') return false;
    try {
      accessSync(path.join(dir, cmd), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/**
 * Non-null if the pid is alive and (where /proc exists) really our JVM rather than an unrelated process
 * that reused the pid; its ports are read from its command line when possible.
 */
function runningNeo4jLocal(pid: number): { boltPort: number | null; httpPort: number | null } | null {
  if (!isPidAlive(pid)) return null;
  let argv: string[];
  try {
    argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
  } catch {
    return { boltPort: null, httpPort: null }; // no /proc (macOS): trust the live pid
  }
  if (!argv.includes(MAIN_CLASS)) return null;
  const option = (name: string): number | null => {
    const i = argv.indexOf(name);
    const value = i >= 0 ? Number.parseInt(argv[i + 1] ?? '', 10) : Number.NaN;
    return Number.isInteger(value) ? value : null;
  };
  return { boltPort: option('--bolt-port'), httpPort: option('--http-port') };
}

async function waitForPort(port: number, timeoutMs: number, stillHopeful: () => boolean): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && stillHopeful()) {
    if (await isPortOpen(port)) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}
