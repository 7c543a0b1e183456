// A whole network read from standard input (`repair -`, `view -`): bounded and checked as every
// input is (solution-input.ts), with a word at a terminal on how to end it.
import { InputError } from '../errors.ts';
import { checkUtf8, NotUtf8Error, solutionChunks } from '../language/solution-input.ts';
import { Interrupted, whenAborted } from './interrupt.ts';
import { type CliIO, noteTerminalInput } from './io.ts';
import { duringWait } from './signals.ts';

/** Why a signal that came while standard input was awaited stopped the command. */
export const STDIN_INTERRUPTED = 'while reading standard input, before any result: nothing written';

export async function readStandardInput(io: CliIO): Promise<string> {
  noteTerminalInput(io);
  // a signal must stop the wait at once, not when the writer closes the pipe (`sleep 30 | …`)
  const stop = new AbortController();
  const stopListening = duringWait((signal) => stop.abort(new Interrupted(signal, STDIN_INTERRUPTED)));
  const stopped = whenAborted(stop.signal);
  const chunks: Buffer[] = [];
  const source = solutionChunks('-', io.stdin)[Symbol.asyncIterator]();
  try {
    for (;;) {
      const next = await Promise.race([source.next(), stopped]);
      if (next.done) break;
      const c = next.value;
      chunks.push(typeof c === 'string' ? Buffer.from(c) : c);
    }
  } catch (e) {
    if (e instanceof NotUtf8Error || e instanceof Interrupted) throw e; // the former names its place (-:1:1)
    throw e instanceof InputError ? new InputError(`standard input: ${e.message.replace(/^standard input /, '')}`) : e;
  } finally {
    stopListening();
    if (stop.signal.aborted) {
      void source.return?.(undefined).catch(() => {});
      (io.stdin as Partial<NodeJS.ReadStream>).destroy?.(); // a read still waiting would keep the process alive
    }
  }
  const bytes = Buffer.concat(chunks);
  checkUtf8(bytes, '-'); // as a file's: refused at the first bad byte, not read with U+FFFD
  return bytes.toString('utf8');
}
