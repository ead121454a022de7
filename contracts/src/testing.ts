import type { Queue } from 'bullmq';

/** Resolves once the queue has no waiting, delayed or active jobs (tests wait on this instead of sleeping). */
export async function waitForQueueToDrain(queue: Queue, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
    if (Object.values(counts).every((count) => count === 0)) return;
    if (Date.now() > deadline)
      throw new Error(`Queue ${queue.name} did not drain: ${JSON.stringify(counts)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
