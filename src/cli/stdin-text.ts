// A whole network read from standard input (`repair -`, `view -`): bounded and checked as every
// input is (solution-input.ts), with a word at a terminal on how to end it.
import { InputError } from '../errors.ts';
import { checkUtf8, NotUtf8Error, solutionChunks } from '../language/solution-input.ts';
import { type CliIO, noteTerminalInput } from './io.ts';

export async function readStandardInput(io: CliIO): Promise<string> {
  noteTerminalInput(io);
  const chunks: Buffer[] = [];
  try {
    for await (const c of solutionChunks('-', io.stdin)) chunks.push(typeof c === 'string' ? Buffer.from(c) : c);
  } catch (e) {
    if (e instanceof NotUtf8Error) throw e; // it names its place (-:1:1)
    throw e instanceof InputError ? new InputError(`standard input: ${e.message.replace(/^standard input /, '')}`) : e;
  }
  const bytes = Buffer.concat(chunks);
  checkUtf8(bytes, '-'); // as a file's: refused at the first bad byte, not read with U+FFFD
  return bytes.toString('utf8');
}
