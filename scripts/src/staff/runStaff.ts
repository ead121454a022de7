import { spawn } from 'node:child_process';

/** What a staff command printed and how it ended. */
export interface StaffRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `npm run staff -- <args>` as one process with this process's environment (the test's database). */
export function runStaff(args: readonly string[], env: NodeJS.ProcessEnv = {}): Promise<StaffRun> {
  const child = spawn(process.execPath, ['scripts/src/staff/main.ts', ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const run: StaffRun = { code: null, stdout: '', stderr: '' };
  child.stdout.on('data', (chunk: Buffer) => (run.stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (run.stderr += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve(Object.assign(run, { code }))));
}
