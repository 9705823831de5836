// One autocannon run (programmatic API) with a warm-up that is not counted.
import autocannon from 'autocannon';

export async function load(url, { connections = 50, durationS = 8, warmupS = 2 } = {}) {
  const errorKinds = {};
  const instance = autocannon({
    url,
    connections,
    duration: durationS,
    warmup: { connections, duration: warmupS },
    headers: { accept: 'text/html' },
  });
  // The kinds of connection errors (ECONNRESET, timeouts, …): a count alone does not say what went wrong.
  instance.on('reqError', (error) => {
    const kind = error?.code ?? error?.message ?? String(error);
    errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
  });
  const result = await instance;
  return {
    url,
    requestsPerSec: result.requests.average,
    requestsTotal: result.requests.total,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    errorKinds,
    bytesPerSec: result.throughput.average,
  };
}
