/**
 * Load on one address of a running site server, measured with autocannon over loopback for a fixed time.
 * Shared by the load test (tests/e2e/load.spec.ts), which asserts that nothing failed, and by the benchmark
 * (bench/server-load.ts) and the report (bench/report.ts), which report the figures. This module measures only;
 * it starts nothing.
 */
import autocannon from 'autocannon';

export interface LoadOptions {
  url: string;
  /** Sent with every request, e.g. a session cookie. */
  headers?: Record<string, string>;
  /** How long to keep the load on; fixed, so a run is bounded whatever the server does. */
  seconds: number;
  /** Requests in flight at once. */
  connections?: number;
}

export interface LoadFigures {
  url: string;
  requests: number;
  requestsPerSecond: number;
  p99Ms: number;
  /** Connection errors and timeouts: requests that got no answer at all. */
  errors: number;
  /** Answers whose status was not 2xx. */
  non2xx: number;
  /** Answers with a 5xx status (part of non2xx). */
  serverErrors: number;
}

export async function measureLoad({ url, headers = {}, seconds, connections = 10 }: LoadOptions): Promise<LoadFigures> {
  const result = await autocannon({ url, headers, duration: seconds, connections, timeout: 10 });
  return {
    url,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    serverErrors: result['5xx'],
  };
}
