import { describe, expect, it } from 'vitest';
import { spawnCli } from '../cli/spawnCli.ts';

// main.ts wires argv and the exit code; writing the file is tested in-process (cli.test.ts).
describe('npm run generate:inventory-csv (its own process)', () => {
  it('refuses an unknown option with exit code 1', async () => {
    const run = await spawnCli('scripts/src/inventoryCsv/main.ts', ['--lines', '10']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("Unknown option '--lines'");
  }, 60_000);
});
