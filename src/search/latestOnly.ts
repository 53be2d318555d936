/**
 * Answers only the last of calls made in quick succession. The search modal searches at every
 * keystroke; with Pagefind each answer fetches index chunks and result pages, so while
 * the reader is still typing the intermediate queries are skipped: every caller of a
 * burst gets the answer to the query typed last.
 */
export function latestOnly<A, R>(answer: (arg: A) => Promise<R>, pauseMs: number): (arg: A) => Promise<R> {
  type Caller = { resolve(result: R): void; reject(error: unknown): void };
  let burst: { timer: ReturnType<typeof setTimeout>; callers: Caller[] } | undefined;
  return (arg) =>
    new Promise<R>((resolve, reject) => {
      const callers = [...(burst?.callers ?? []), { resolve, reject }];
      if (burst) clearTimeout(burst.timer);
      const timer = setTimeout(() => {
        burst = undefined;
        answer(arg).then(
          (result) => {
            for (const caller of callers) caller.resolve(result);
          },
          (error: unknown) => {
            for (const caller of callers) caller.reject(error);
          },
        );
      }, pauseMs);
      burst = { timer, callers };
    });
}
