/**
 * A vitest reporter beside the default one (vitest.config.ts): records how long each test file took and which
 * tests timed out, so CI keeps what a slow or flaky run spent its time on. Writes reports/unit-durations.json
 * (every file, slowest first) and prints the 20 slowest files, the timeouts and the wall time at the end.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** Where the record goes (relative to the working directory, the repository's root under `npm run`). */
const OUTPUT = process.env.TEST_DURATIONS_FILE ?? 'reports/unit-durations.json';
const SHOWN = 20;
const TIMED_OUT = /timed out in \d+ms/i;

interface FileDuration {
  file: string;
  project: string;
  /** Setting up, importing and running the file (its tests and hooks), in seconds. */
  seconds: number;
  tests: number;
  failed: number;
  /** Tests and hooks that hit their timeout. */
  timeouts: string[];
}

function fileDuration(module: TestModule): FileDuration {
  const diagnostic = module.diagnostic();
  const milliseconds =
    diagnostic.environmentSetupDuration +
    diagnostic.prepareDuration +
    diagnostic.setupDuration +
    diagnostic.collectDuration +
    diagnostic.duration;
  const tests = [...module.children.allTests()];
  const failed = tests.filter((test) => test.result().state === 'failed');
  const timeouts = failed
    .filter((test) => (test.result().errors ?? []).some((error) => TIMED_OUT.test(error.message ?? '')))
    .map((test) => test.fullName);
  const hookTimeouts = module.errors().filter((error) => TIMED_OUT.test(error.message ?? ''));
  return {
    file: relative(process.cwd(), module.moduleId),
    project: module.project.name,
    seconds: Math.round(milliseconds / 100) / 10,
    tests: tests.length,
    failed: failed.length,
    timeouts: [...timeouts, ...hookTimeouts.map((error) => `(hook) ${error.message?.split('\n')[0]}`)],
  };
}

export default class DurationsReporter implements Reporter {
  private started = performance.now();

  onTestRunStart(): void {
    this.started = performance.now();
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const wallSeconds = Math.round((performance.now() - this.started) / 100) / 10;
    const files = modules.map(fileDuration).sort((a, b) => b.seconds - a.seconds);
    const timeouts = files.flatMap((file) => file.timeouts.map((test) => `${file.file}: ${test}`));
    mkdirSync(dirname(OUTPUT), { recursive: true });
    writeFileSync(OUTPUT, `${JSON.stringify({ wallSeconds, timeouts, files }, null, 2)}\n`);
    const lines = [
      `Slowest ${Math.min(SHOWN, files.length)} of ${files.length} test files (all in ${OUTPUT}):`,
      ...files.slice(0, SHOWN).map((file) => `  ${file.seconds.toFixed(1).padStart(6)} s  ${file.file}`),
      `Timeouts: ${timeouts.length}${timeouts.map((test) => `\n  ${test}`).join('')}`,
      `Wall time: ${wallSeconds} s`,
    ];
    console.log(`\n${lines.join('\n')}`);
  }
}
