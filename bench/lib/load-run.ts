import autocannon from 'autocannon';
import { percentile } from './markdown-table';

/**
 * A fixed number of requests from `connections` concurrent clients (autocannon, in this process; the
 * server runs in its own). Every response's latency is kept, so p50/p95 are exact over the run rather
 * than read from autocannon's histogram, which has no p95.
 */

export interface LoadRequest {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadResult {
  connections: number;
  requests: number;
  ok: number;
  statuses: Record<string, number>;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Successful responses per second of wall time. */
  perSecond: number;
  seconds: number;
}

export function loadRun(request: LoadRequest, connections: number, amount: number): Promise<LoadResult> {
  return run(request, connections, { amount });
}

/** The same for a fixed time rather than a fixed number of requests (throughput runs). */
export function loadFor(request: LoadRequest, connections: number, seconds: number): Promise<LoadResult> {
  return run(request, connections, { duration: seconds });
}

async function run(
  request: LoadRequest,
  connections: number,
  limit: { amount: number } | { duration: number },
): Promise<LoadResult> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const started = performance.now();
  const instance = autocannon({ ...request, connections, ...limit, timeout: 60 });
  instance.on('response', (_client, status, _bytes, ms) => {
    latencies.push(ms);
    statuses[status] = (statuses[status] ?? 0) + 1;
  });
  const result = await instance;
  const seconds = (performance.now() - started) / 1000;
  const ok = Object.entries(statuses)
    .filter(([status]) => status.startsWith('2'))
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    connections,
    requests: latencies.length,
    ok,
    statuses,
    errors: result.errors + result.timeouts,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    // A loop, not Math.max(...latencies): a fast route gives more samples than the call stack holds.
    max: latencies.reduce((a, b) => Math.max(a, b), 0),
    perSecond: ok / seconds,
    seconds,
  };
}
