/** The fault suite's verdicts: checks, answer bounds of a phase, and recovery times. */
import { setTimeout as sleep } from 'node:timers/promises';
import { OUTAGE_MESSAGE } from '@tbs/api/testing';
import type { Answer } from './product.ts';

const P99_LIMIT_MS = 2_000;
const STARTING_MESSAGE = 'The service is starting, please try again in a moment.';

export interface Sample extends Answer {
  kind: 'search' | 'login' | 'rfq';
}

export const failures: string[] = [];
export const recoveries: { fault: string; seconds: number; what: string }[] = [];

export function check(ok: boolean, what: string): void {
  if (!ok) failures.push(what);
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${what}`);
}

const p99 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)] ?? 0;
};

/**
 * Answers of a phase: bounded, and each a 200 or a readable 503 (or a 429 of a limit). `excused` answers (the
 * requests in flight on a process that was killed) are counted apart and may have failed.
 */
export function checkAnswers(
  phase: string,
  all: Sample[],
  excused: (sample: Sample) => boolean = () => false,
): void {
  const samples = all.filter((sample) => !excused(sample));
  const lost = all.length - samples.length;
  const hung = samples.filter((sample) => sample.status === 0);
  const unreadable = samples.filter(
    (sample) =>
      sample.status !== 0 &&
      sample.status !== 200 &&
      !(sample.status === 503 && [OUTAGE_MESSAGE, STARTING_MESSAGE].includes(sample.body?.msg ?? '')),
  );
  const worst = p99(samples.map((sample) => sample.ms));
  const by = (status: number) => samples.filter((sample) => sample.status === status).length;
  check(samples.length > 0, `${phase}: the load ran (an empty phase proves nothing)`);
  console.log(
    `  ${phase}: ${samples.length} requests, ${by(200)} answered 200, ${by(503)} answered 503, p99 ${Math.round(worst)} ms` +
      (lost ? `; ${lost} in flight on the killed process` : ''),
  );
  check(hung.length === 0, `${phase}: every request answered within 5 s (${hung.length} did not)`);
  check(worst < P99_LIMIT_MS, `${phase}: p99 ${Math.round(worst)} ms < ${P99_LIMIT_MS} ms`);
  const examples = unreadable
    .slice(0, 3)
    .map((sample) => `${sample.kind} ${sample.status} ${sample.body?.msg}`);
  check(unreadable.length === 0, `${phase}: every answer 200 or a readable 503 ${examples.join('; ')}`);
}

/** Waits until `ready` holds, checking every 100 ms; the seconds it took, or Infinity after `limitS`. */
export async function secondsUntil(ready: () => Promise<boolean>, limitS: number): Promise<number> {
  const started = performance.now();
  while (!(await ready().catch(() => false))) {
    if (performance.now() - started > limitS * 1000) return Number.POSITIVE_INFINITY;
    await sleep(100);
  }
  return (performance.now() - started) / 1000;
}

export function recovered(fault: string, what: string, seconds: number, limitS: number): void {
  recoveries.push({ fault, seconds, what });
  check(seconds <= limitS, `${fault}: ${what} after ${seconds.toFixed(1)} s (limit ${limitS} s)`);
}
