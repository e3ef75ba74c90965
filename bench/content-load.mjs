// Child process of content.bench.mjs: `concurrency` clients each fetch the next URL as soon as the last answer is read;
// sends back every latency (ms) once `durationMs` is over. Out of the server's process so both do not share one loop.
process.once('message', async ({ urls, headers, concurrency, durationMs, check }) => {
  const latencies = [];
  const failures = [];
  let next = 0;
  const until = performance.now() + durationMs;
  const client = async () => {
    while (performance.now() < until) {
      const url = urls[next++ % urls.length];
      const started = performance.now();
      const response = await fetch(url, { headers });
      const body = await response.json();
      latencies.push(performance.now() - started);
      if (response.status !== 200 || (check === 'facets' && !body.facets)) failures.push(`${response.status} ${url}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  process.send({ latencies, failures: failures.slice(0, 5), failed: failures.length }, () => process.exit(0));
});
