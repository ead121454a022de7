import { spawn } from 'node:child_process';
import type { CliRun } from './output.ts';

/**
 * Runs a tool's main.ts as its own Node process, as `npm run` does (tests only: one smoke test per tool checks
 * its exit code and usage this way; its logic is tested in-process). The environment defaults to this one's.
 */
export function spawnCli(entry: string, args: readonly string[], env = process.env): Promise<CliRun> {
  const child = spawn(process.execPath, [entry, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const run: CliRun = { code: -1, stdout: '', stderr: '' };
  child.stdout.on('data', (chunk: Buffer) => (run.stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (run.stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ ...run, code: code ?? -1 }));
  });
}
