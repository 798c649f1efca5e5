// Which redis-server binary the local launcher runs: the system one when it is on PATH, otherwise one
// unpacked from Maven Central by the neo4j-local/ Maven module (so a fresh machine with Java and Maven
// needs no system package), checked against the SHA-256 pinned here.
//
//   mvn -q -B -C -f neo4j-local/pom.xml dependency:unpack@redis-server -Dredis.dir=<tmp>
//
// The binaries come from com.github.codemonstur:embedded-redis (version pinned in pom.xml). They are
// unpacked once into neo4j-local/target/redis/, beside the Neo4j build, so every DATA_DIR (and every
// test's temporary one) shares them, and are reused while their checksum still matches.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { commandExists } from './process.ts';

/** `auto` prefers the system redis-server; `maven` always uses the Maven Central one (tests, CI). */
export type RedisBinaryChoice = 'auto' | 'system' | 'maven';

export interface RedisBinary {
  path: string;
  source: 'system' | 'maven';
  version: string;
}

interface Pinned {
  file: string;
  sha256: string;
}

/** embedded-redis 1.4.4: the file names say 6.2.6 / 6.2.7; `--version` of the x64 one says 6.2.11. */
const PINNED: Record<string, Pinned> = {
  x64: {
    file: 'redis-server-6.2.6-v5-linux-amd64',
    sha256: '1f716094e08a25faee2bc7626feb9e13464ed89018ac5c376c5e9cff06bdcf52',
  },
  arm64: {
    file: 'redis-server-6.2.7-linux-arm64',
    sha256: '036a23aa65bfb31d2a048aa96c170b38c2fbd4f1de68ef0f9c3133dd4b1474cd',
  },
};

const MODULE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'neo4j-local');
const POM = path.join(MODULE_DIR, 'pom.xml');
export const DEFAULT_REDIS_BIN_DIR = path.join(MODULE_DIR, 'target', 'redis');
const UNPACK_TIMEOUT_MS = 10 * 60_000;

export const NO_REDIS_HINT =
  'redis-server is not on PATH, and fetching one from Maven Central needs Maven and Java 17+: ' +
  'apt-get install maven openjdk-17-jre-headless (or redis-server), or run `docker compose up` and set REDIS_URL';

export interface FindRedisOptions {
  choice?: RedisBinaryChoice;
  /** Where the Maven binary is kept; a fresh directory makes Maven unpack it again (the test does). */
  binDir?: string;
  log?: (msg: string) => void;
}

export async function findRedisServer(opts: FindRedisOptions = {}): Promise<RedisBinary> {
  const choice = opts.choice ?? 'auto';
  if (choice !== 'maven' && commandExists('redis-server')) {
    return { path: 'redis-server', source: 'system', version: versionOf('redis-server') };
  }
  if (choice === 'system') throw new Error('LOCAL_REDIS_BINARY=system but redis-server is not on PATH');
  const bin = await mavenRedisServer(path.resolve(opts.binDir ?? DEFAULT_REDIS_BIN_DIR), opts.log ?? (() => {}));
  return { path: bin, source: 'maven', version: versionOf(bin) };
}

async function mavenRedisServer(binDir: string, log: (msg: string) => void): Promise<string> {
  const pinned = process.platform === 'linux' ? PINNED[process.arch] : undefined;
  if (!pinned) {
    throw new Error(
      `No redis-server on PATH and none on Maven Central for ${process.platform}/${process.arch}: ` +
        'install Redis or Valkey, or set REDIS_URL',
    );
  }
  const target = path.join(binDir, pinned.file);
  if (existsSync(target) && sha256(target) === pinned.sha256) return target;
  if (!commandExists('mvn')) throw new Error(NO_REDIS_HINT);

  // Unpack into a fresh directory and rename into place, so parallel launchers never see half a file.
  const started = Date.now();
  log(`redis: unpacking ${pinned.file} from Maven Central (neo4j-local/pom.xml)`);
  mkdirSync(binDir, { recursive: true });
  const tmp = mkdtempSync(path.join(binDir, '.unpack-'));
  try {
    await runMaven(['-q', '-B', '-C', '-f', POM, 'dependency:unpack@redis-server', `-Dredis.dir=${tmp}`]);
    const unpacked = path.join(tmp, pinned.file);
    if (!existsSync(unpacked)) throw new Error(`Maven did not unpack ${pinned.file}`);
    const actual = sha256(unpacked);
    if (actual !== pinned.sha256) throw new Error(`${pinned.file}: SHA-256 ${actual}, expected ${pinned.sha256}`);
    chmodSync(unpacked, 0o755);
    renameSync(unpacked, target);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  log(`redis: unpacked and verified ${target} in ${Date.now() - started} ms`);
  return target;
}

function runMaven(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('mvn', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), UNPACK_TIMEOUT_MS);
    child.once('error', (err) => {
      clearTimeout(timer);
      reject(new Error(`${NO_REDIS_HINT} (${err.message})`));
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      // Maven 3.8 emits colour resets even with -q.
      const clean = stripVTControlCharacters(output).trim().split('\n').slice(-30).join('\n');
      if (code === 0) resolve();
      else reject(new Error(`mvn ${args.join(' ')} failed (exit ${code}):\n${clean}`));
    });
  });
}

function sha256(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex');
}

/** "Redis server v=7.0.15 sha=…" → "7.0.15"; "unknown" if the binary does not say. */
function versionOf(bin: string): string {
  const res = spawnSync(bin, ['--version'], { encoding: 'utf8', timeout: 10_000 });
  return /v=(\d+\.\d+\.\d+)/.exec(res.stdout ?? '')?.[1] ?? 'unknown';
}
