// `view --output`: the page's file name (the index page's, for several recipes). The pages of
// several recipes are named after it and written beside it, so a folder given there would send
// them into the folder above it; a folder, a name ending in `/` and `-` are refused before any work.
// So is what no page can be written over (a device, a named pipe, a socket, a symbolic link: the
// page writer refuses those too, but only after the gold network's page was written beside it).
import { type Stats, lstatSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { InputError } from '../errors.ts';
import { A_LINK, kindOf } from '../view/files.ts';

export function requirePageFile(output: string): void {
  if (output === '-') throw new InputError('--output -: pages are files, not standard output; name the page, e.g. --output recipe.html');
  const st = statOf(output);
  const folder = /[\\/]$/.test(output) || st?.isDirectory();
  if (folder) throw new InputError(`--output ${output}: names a folder; --output names the page (for several recipes, the index page beside them), e.g. --output ${join(output, 'index.html')}`);
  const kind = st && !st.isFile() ? notPlain(st) : null;
  if (kind) throw new InputError(`--output ${output}: it is ${kind}; a page is a plain file, e.g. --output recipe.html`);
}

/** What stands at `path` (not followed when a link); null when nothing does or it cannot tell (no access), left to the writing, which names it. */
function statOf(path: string): Stats | null {
  try {
    const st = lstatSync(path);
    // a link to a folder still names a folder, with the same advice
    const target = st.isSymbolicLink() ? statSync(path, { throwIfNoEntry: false }) : undefined;
    return target?.isDirectory() ? target : st;
  } catch {
    return null;
  }
}

/** Words for what is neither a plain file nor a folder: a link (never followed) or what the page writer names. */
function notPlain(st: Stats): string {
  return st.isSymbolicLink() ? A_LINK : kindOf(st);
}
