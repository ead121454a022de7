/**
 * `npm run bench:http -- [--url http://127.0.0.1:3000] [--connections 32] [--duration 20] [--visitor]`:
 * parts-search throughput and latency over HTTP against a running api, as the signed-in demo member (or,
 * with --visitor, without a token), with single part-number queries drawn from the index in DATABASE_URL
 * (the benchmark world).
 */
import autocannon from 'autocannon';
import { config } from '@tbs/config';
import { samplePartNumbers, signInDemoMember, benchOptions, localApiUrl } from './benchWorld.ts';

async function main(): Promise<void> {
  const values = benchOptions({
    url: localApiUrl(),
    connections: 32,
    duration: 20,
    visitor: false,
  });
  const terms = await samplePartNumbers(config().DATABASE_URL, 2000);
  if (terms.length === 0)
    throw new Error('The search index is empty: seed and reindex the benchmark world first');
  const headers = values.visitor ? {} : { authorization: `Bearer ${await signInDemoMember(values.url)}` };
  let next = 0;
  const result = await autocannon({
    url: values.url,
    connections: values.connections,
    duration: values.duration,
    headers,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          path: `/api/parts?query=${encodeURIComponent(terms[next++ % terms.length]!)}&pageSize=10`,
        }),
      },
    ],
  });
  console.log(
    [
      `${values.visitor ? 'visitor' : 'member'}, connections ${values.connections}, ${values.duration} s, ${result.requests.total} requests`,
      `throughput: ${result.requests.average.toFixed(0)} searches/s (min ${result.requests.min}/s)`,
      `latency ms: p50 ${result.latency.p50}, p90 ${result.latency.p90}, p99 ${result.latency.p99}, max ${result.latency.max}`,
      `non-2xx answers: ${result.non2xx}, errors: ${result.errors}, timeouts: ${result.timeouts}`,
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
