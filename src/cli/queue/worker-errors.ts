// What BullMQ reports to a worker, in words: its errors name the script step that failed
// (`Missing key for job r12…. moveToFinished`, `Lock mismatch for job r12…. Cmd moveToFinished
// from active`, a WRONGTYPE with the script's hash), which tells a user neither what happened to
// the job nor whether anything was lost. Nothing is: the command that waits for the job adds it
// again or takes the other worker's rows.
import { refusalInWords } from './redis-refusal.ts';

export function workerErrorInWords(message: string): string {
  const gone = /^Missing key for job (\S+?)\. /.exec(message);
  if (gone) return `job "${gone[1]}" is no longer in Redis (Redis restarted without it, or the command that added it took it back): this worker's rows for it are dropped; a command still waiting for it adds it again`;
  const moved = /^(?:Lock mismatch|Missing lock) for job (\S+?)\. /.exec(message) ?? /^Job (\S+) is not in the \S+ state\./.exec(message);
  if (moved) return `job "${moved[1]}" went to another worker while this one scored it (its lock lapsed: Redis was away, or this process was held up for seconds): this worker's rows for it are dropped, the other's are kept`;
  return refusalInWords(message);
}
