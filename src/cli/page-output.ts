// `view --output`: the page's file name (the index page's, for several recipes). The pages of
// several recipes are named after it and written beside it, so a folder given there would send
// them into the folder above it; a folder, a name ending in `/` and `-` are refused before any work.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { InputError } from '../errors.ts';

export function requirePageFile(output: string): void {
  if (output === '-') throw new InputError('--output -: pages are files, not standard output; name the page, e.g. --output recipe.html');
  const folder = /[\\/]$/.test(output) || isFolder(output);
  if (folder) throw new InputError(`--output ${output}: names a folder; --output names the page (for several recipes, the index page beside them), e.g. --output ${join(output, 'index.html')}`);
}

/** Whether `path` is a folder; anything it cannot tell (no such path, no access) is left to the writing, which names it. */
function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
