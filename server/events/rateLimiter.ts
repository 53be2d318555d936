/**
 * Counts requests per key (a client address) in fixed windows, in this process's memory: enough to stop
 * one browser flooding the events table. Several servers behind a load balancer each count their own.
 */
export interface RateLimiter {
  /** True while `key` is within its allowance; counts the attempt. */
  allow(key: string): boolean;
}

export function fixedWindowLimiter(max: number, windowMs: number, now: () => number = Date.now): RateLimiter {
  let windowStart = now();
  let counts = new Map<string, number>();
  return {
    allow(key) {
      if (now() - windowStart >= windowMs) {
        windowStart = now();
        counts = new Map();
      }
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count);
      return count <= max;
    },
  };
}
