/**
 * A fixed-window counter per key (a phone number, an e-mail address): the per-handle limit that the
 * per-address rate limit cannot give, since one person can ask from many addresses and many people share
 * one. Kept in memory, so with several servers behind a load balancer each counts on its own.
 */
// Expired windows are dropped when their key comes back; a sweep bounds memory when many never do.
const sweepAbove = 10_000;

export interface KeyedLimiterOptions {
  max: number;
  windowMs: number;
  now?: () => number;
}

export interface LimitCheck {
  allowed: boolean;
  /** Whole seconds until the window ends and the key may try again. */
  retryAfterSeconds: number;
}

export class KeyedLimiter {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();
  private readonly now: () => number;

  constructor(private readonly options: KeyedLimiterOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Whether `key` is still under the limit, without counting. */
  check(key: string): LimitCheck {
    const window = this.current(key);
    const retryAfterSeconds = window ? Math.ceil((window.endsAt - this.now()) / 1000) : 0;
    return { allowed: !window || window.count < this.options.max, retryAfterSeconds };
  }

  /** Counts one use of `key` and says whether it was within the limit. */
  hit(key: string): LimitCheck {
    if (this.windows.size > sweepAbove) this.sweep();
    const window = this.current(key) ?? { count: 0, endsAt: this.now() + this.options.windowMs };
    window.count += 1;
    this.windows.set(key, window);
    return {
      allowed: window.count <= this.options.max,
      retryAfterSeconds: Math.ceil((window.endsAt - this.now()) / 1000),
    };
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
  }

  private current(key: string): { count: number; endsAt: number } | undefined {
    const window = this.windows.get(key);
    if (window && window.endsAt <= this.now()) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }
}
