// A private PostgreSQL cluster (`npm run test:pg`, the several-machines e2e, the bench): Debian’s server binaries,
// a temp data directory, a unix socket in that directory and no TCP port, trust authentication; stopped and deleted after.
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = '/usr/lib/postgresql';
/** initdb and a first start take a second or two; much more on a busy two-core machine. */
export const START_TIMEOUT_MS = 60_000;

/** The newest installed major version's bin directory, or a clear failure naming the package to install. */
function serverBinaries(): string {
  const majors = existsSync(ROOT) ? readdirSync(ROOT).filter((major) => existsSync(join(ROOT, major, 'bin', 'initdb'))) : [];
  const newest = majors.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) {
    throw new Error(
      `The PostgreSQL tests start a private cluster with initdb and pg_ctl, not found under ${ROOT}/<major>/bin: install Debian's postgresql package (apt-get install postgresql)`,
    );
  }
  return join(ROOT, newest, 'bin');
}

/** initdb refuses to run as root: as root, the cluster belongs to the postgres system user. */
async function asOwner(dir: string, command: string, args: string[]): Promise<void> {
  const root = process.getuid?.() === 0;
  const [file, argv] = root ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  try {
    await run(file, argv, { cwd: dir, env: { ...process.env, LC_ALL: 'C' } });
  } catch (error) {
    const { stderr = '', stdout = '' } = error as { stderr?: string; stdout?: string };
    throw new Error(`${command} ${args.join(' ')} failed:\n${stderr || stdout || (error as Error).message}`, { cause: error });
  }
}

async function ownerUid(): Promise<number> {
  const { stdout } = await run('id', ['-u', 'postgres']).catch((error: unknown) => {
    throw new Error(
      'Running as root, the tests start PostgreSQL as the postgres system user, which does not exist (Debian’s postgresql package makes it)',
      {
        cause: error,
      },
    );
  });
  return Number(stdout.trim());
}

export interface PostgresCluster {
  /** A connection string to the cluster's `athletics` database (over the unix socket). */
  url: string;
  /** The server's log (what a test turns statement logging on to count). */
  logFile: string;
  /** Stops the cluster and deletes its directory. */
  stop(): Promise<void>;
}

/** initdb, a start on a unix socket in a temp directory (no TCP port), and an `athletics` database. */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = serverBinaries();
  const dir = mkdtempSync(join(tmpdir(), 'pg-'));
  const data = join(dir, 'data');
  let started = false;
  const stop = async () => {
    if (started) await asOwner(dir, join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
    started = false;
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    if (process.getuid?.() === 0) chownSync(dir, await ownerUid(), 0);
    const initdb = ['-D', data, '--auth=trust', '--username=postgres', '--encoding=UTF8', '--locale=C', '--no-sync'];
    await asOwner(dir, join(bin, 'initdb'), initdb);
    // A test cluster: no durability to pay for (fsync off), no TCP port to collide on.
    const options = `-c listen_addresses='' -k ${dir} -c fsync=off`;
    await asOwner(dir, join(bin, 'pg_ctl'), ['-D', data, '-l', join(dir, 'server.log'), '-w', '-o', options, 'start']);
    started = true;
    await asOwner(dir, join(bin, 'createdb'), ['-h', dir, '-U', 'postgres', 'athletics']);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `postgresql://postgres@${encodeURIComponent(dir)}/athletics`, logFile: join(dir, 'server.log'), stop };
}
