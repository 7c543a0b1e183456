// Tasks handed out in batches with a bound on the batches in flight, finished rows written as
// they come: the same loop for worker threads (`--jobs`) and for jobs on a queue (`--queue`).
import { whenAborted } from './interrupt.ts';

/**
 * Hands `tasks` to `submit` in batches of `size`; while `inFlight` holds `limit` batches, waits
 * for one to end and `flush`es; at the end waits for them all and flushes once more. When `stop`
 * aborts, the wait ends at once with its reason (the batches in flight are the caller's to end).
 */
export async function submitInBatches<T>(tasks: AsyncIterable<T> | Iterable<T>, size: number, limit: number, inFlight: ReadonlySet<Promise<unknown>>, submit: (batch: T[]) => void, flush: () => Promise<void>, stop?: AbortSignal): Promise<void> {
  const stopped = stop ? [whenAborted(stop)] : [];
  const settleOne = async () => {
    await Promise.race([...inFlight, ...stopped]);
    await flush();
  };
  let batch: T[] = [];
  for await (const task of tasks) {
    batch.push(task);
    if (batch.length < size) continue;
    submit(batch);
    batch = [];
    while (inFlight.size >= limit) await settleOne();
  }
  if (batch.length) submit(batch);
  while (inFlight.size) await settleOne();
  await flush();
}
