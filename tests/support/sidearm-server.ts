// A fictional school's SIDEARM v2 API on a loopback port for end-to-end tests (the importer's unit tests' fake:
// the same made-up answers), and `npm run sidearm:import` run against it as a school would run it.
import { spawn } from 'node:child_process';
import { startFakeSidearm, type FakeSidearm } from '../../src/server/sidearm/fake-sidearm.fixture.ts';

export { type FakeSidearm };

/** The fictional SIDEARM, answering for the SIDEARM tenant `lakeshore`. */
export function startSidearmServer(): Promise<FakeSidearm> {
  return startFakeSidearm();
}

/** `npm run sidearm:import -- …args` in a process of its own; its exit code and what it printed. */
export function runSidearmImport(
  environment: Record<string, string>,
  args: readonly string[] = [],
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'sidearm:import', '--', ...args], {
      env: { ...process.env, ...environment },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}
