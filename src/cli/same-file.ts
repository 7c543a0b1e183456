// An output that is one of the inputs would replace what is being read (FILE.partial renamed onto
// the input, or a stale input.partial removed). Checked before any work, by path after realpath
// and by device and inode (hard links, /dev/stdout sent to the input), for FILE and FILE.partial.
import { realpathSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { InputError } from '../errors.ts';

interface Identity {
  /** The path with every link resolved (the folder's, when the file does not exist yet). */
  real: string;
  /** `dev:ino` when the file exists. */
  id: string | null;
}

function identity(path: string): Identity {
  let id: string | null = null;
  try {
    const st = statSync(path);
    id = `${st.dev}:${st.ino}`;
  } catch {
    // not there (yet): its folder still says where it would be
  }
  return { real: realOrResolved(path), id };
}

function realOrResolved(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    try {
      return join(realpathSync(dirname(path)), basename(path));
    } catch {
      return resolve(path);
    }
  }
}

const same = (a: Identity, b: Identity) => a.real === b.real || (a.id !== null && a.id === b.id);

/**
 * Throws an InputError (exit 2) when `output` or its FILE.partial is one of `inputs`. `-` on
 * either side is a stream, never a file of ours to replace.
 */
export function refuseOutputOverInput(output: string, inputs: readonly string[], flag = '--output'): void {
  if (output === '-') return;
  const targets = [identity(output), identity(`${output}.partial`)];
  for (const input of inputs) {
    if (input === '-') continue;
    const id = identity(input);
    const hit = targets.findIndex((t) => same(t, id));
    if (hit < 0) continue;
    const what = hit === 0 ? `${flag} ${output}` : `${flag} ${output} (written as ${output}.partial)`;
    throw new InputError(`${what} is the input ${input}: writing it would destroy the input; choose another output file`);
  }
}
