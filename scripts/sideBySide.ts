/**
 * Runs tasks at once. When one fails, the others are told to stop (through the signal they are given), and the first
 * failure is reported only once every task has ended: a caller that hears of a failure may exit the process, and a
 * task still at work then is cut off half done (the public build's leak guard deletes a leaking build only if it gets
 * to finish).
 */
export async function runSideBySide<Item>(
  items: readonly Item[],
  run: (item: Item, stop: AbortSignal) => Promise<void>,
): Promise<void> {
  const stop = new AbortController();
  const failures: unknown[] = [];
  await Promise.all(
    items.map(async (item) => {
      try {
        await run(item, stop.signal);
      } catch (error) {
        failures.push(error);
        stop.abort();
      }
    }),
  );
  if (failures.length > 0) throw failures[0];
}
