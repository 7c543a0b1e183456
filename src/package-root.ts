// The package's root folder, where package.json, rules/, grammar/ and ontology/ lie. Found from
// this module's own place, which is src/ in a checkout and dist/src/ in the built package.
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

function findRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'rules'))) return dir;
    if (dirname(dir) === dir) return resolve(from, '..');
  }
}

export const PACKAGE_ROOT = findRoot(dirname(fileURLToPath(import.meta.url)));
