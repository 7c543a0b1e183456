// Ontology files of one's own, each written to a folder of the test's and loaded after the
// standard ones: what a load gives, or the words of its refusal without the folder's path.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { World } from '../../src/kitchen/world.ts';
import { refusal as thrownRefusal } from './thrown.ts';

export function worldFiles(prefix: string) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const load = (name: string, lines: string[]): World => {
    const path = join(dir, name);
    writeFileSync(path, lines.join('\n') + '\n');
    return World.standard([path]);
  };
  /** The InputError message of loading a file of `lines`, without its folder. */
  const refusal = (name: string, lines: string[]): string => thrownRefusal(() => load(name, lines)).split(`${dir}/`).join('');
  return { dir, load, refusal };
}
