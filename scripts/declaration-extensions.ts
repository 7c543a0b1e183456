// A step of `npm run build`, run with plain Node after tsc (compiled to .build/ by
// tsconfig.scripts.json): the sources import each other as `./x.ts`, which tsc rewrites to
// `./x.js` in the JavaScript it emits (rewriteRelativeImportExtensions) but keeps in the
// declarations. A consumer's TypeScript resolves declarations by the `.js` names, so every
// relative `.ts` specifier in dist/**/*.d.ts is rewritten to `.js`; the emitted JavaScript is
// checked to hold none.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');

// `from './x.ts'`, `import('./x.ts')`, `import './x.ts'`, `export … from '../y/z.ts'`
const RELATIVE_TS = /((?:\bfrom|\bimport\s*\(|\bimport)\s*['"])(\.{1,2}\/[^'"\n]*?)\.ts(['"])/g;

/** The text with relative `.ts` specifiers turned into `.js`. */
function rewriteSpecifiers(text: string): string {
  return text.replace(RELATIVE_TS, '$1$2.js$3');
}

function main(): void {
  let rewritten = 0;
  const leftInJs: string[] = [];
  for (const name of readdirSync(dist, { recursive: true }) as string[]) {
    if (!name.endsWith('.d.ts') && !name.endsWith('.js')) continue;
    const file = join(dist, name);
    const text = readFileSync(file, 'utf8');
    const fixed = rewriteSpecifiers(text);
    if (fixed === text) continue;
    if (name.endsWith('.js')) leftInJs.push(name);
    else {
      writeFileSync(file, fixed);
      rewritten++;
    }
  }
  if (leftInJs.length) {
    process.stderr.write(`declaration-extensions: .ts imports left in emitted JavaScript: ${leftInJs.join(', ')}\n`);
    process.exit(1);
  }
  console.log(`declaration-extensions: ${rewritten} declaration files now import .js paths`);
}

main();
