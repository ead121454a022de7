/** Where a command-line tool prints: its answer (out) and its progress, refusals and usage (error), a line per call. */
export interface CliOutput {
  out(text: string): void;
  error(text: string): void;
}

/** The terminal: what main.ts files hand to their tool. */
export const consoleOutput: CliOutput = {
  out: (text) => console.log(text),
  error: (text) => console.error(text),
};

/** What a tool printed and how it ended, as a terminal would show it. */
export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a tool in this process with an output that keeps what it prints (tests call the tools this way). */
export async function captureRun(run: (output: CliOutput) => Promise<number>): Promise<CliRun> {
  const printed = { stdout: '', stderr: '' };
  const code = await run({
    out: (text) => (printed.stdout += `${text}\n`),
    error: (text) => (printed.stderr += `${text}\n`),
  });
  return { code, ...printed };
}

/** A mistake in the command line: the tool prints it with its usage and exits 2. */
export class UsageError extends Error {}

/** Whether the error is the caller's (UsageError or node:util parseArgs refusing an option): exit code 2. */
export function isUsageError(error: unknown): boolean {
  return error instanceof UsageError || !!(error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
}
