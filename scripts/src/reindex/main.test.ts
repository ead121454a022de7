import { describe, expect, it } from 'vitest';
import { spawnCli } from '../cli/spawnCli.ts';

// main.ts wires argv, the search writer and the exit code; rebuilding is tested in-process (cli.test.ts).
describe('npm run reindex (its own process)', () => {
  it('prints the usage with exit code 2 on an unknown kind', async () => {
    const run = await spawnCli('scripts/src/reindex/main.ts', ['parts']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Usage: npm run reindex');
  }, 60_000);
});
