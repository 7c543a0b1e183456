// A path that is not there, put right part by part for a "did you mean": each part that does not
// exist is replaced by the closest entry of the folder above (one folder read a level), for a
// misspelt folder on the way to an input file (`examples/tutorail/x.solution`) or a rules folder.
import { existsSync, readdirSync } from 'node:fs';
import { sep } from 'node:path';
import { closest } from './did-you-mean.ts';

/** Path parts mended at most: a hint stays cheap on any path. */
const MENDED_PARTS = 16;

/**
 * The path with each missing part replaced by the closest entry of its folder that `fits` takes,
 * when the path so mended exists; null when nothing was missing, no entry is close, or the
 * mended path is not there either.
 */
export function mendedPath(path: string, fits: (name: string, folder: string) => boolean = () => true): string | null {
  const parts = path.split(sep);
  if (parts.length > MENDED_PARTS) return null;
  let mended = false;
  for (let i = 0; i < parts.length; i++) {
    if (parts[i] === '' || parts[i] === '.' || parts[i] === '..' || existsSync(parts.slice(0, i + 1).join(sep))) continue;
    const folder = parts.slice(0, i).join(sep) || (path.startsWith(sep) ? sep : '.');
    let names: string[];
    try {
      names = readdirSync(folder);
    } catch {
      return null;
    }
    const [best] = closest(parts[i], names.filter((n) => fits(n, folder)));
    if (best === undefined) return null;
    parts[i] = best;
    mended = true;
  }
  const out = parts.join(sep);
  return mended && existsSync(out) ? out : null;
}
