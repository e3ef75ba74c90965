// Child process of content.bench.mjs: `concurrency` clients each fetch the next URL as soon as the last answer is read;
// sends back every latency (ms) once `durationMs` is over. Out of the server's process so both do not share one loop.
import { timedCalls } from './harness.mjs';

process.once('message', async ({ urls, headers, concurrency, durationMs, check }) => {
  const failures = [];
  const latencies = await timedCalls(
    async (n) => {
      const url = urls[n % urls.length];
      const response = await fetch(url, { headers });
      // The whole body is read (and ungzipped), not parsed: this process shares the machine's two cores with the
      // server, and parsing a page of items is the client's cost, not the answer's.
      const body = Buffer.from(await response.arrayBuffer());
      if (response.status !== 200 || (check === 'facets' && !body.includes('"facets":{'))) failures.push(`${response.status} ${url}`);
    },
    { concurrency, durationMs },
  );
  process.send({ latencies, failures: failures.slice(0, 5), failed: failures.length }, () => process.exit(0));
});
