// docs/API.md against an installed package, run by scripts/check-package.sh in the consumer
// project: `node api-doc.mjs API.md exports` writes doc-exports.ts, re-exporting every name the
// reference's export table and entry points give (tsc then says which one the declarations lack);
// `node api-doc.mjs API.md examples` runs every js example as written, each in its own process.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const [doc, what] = process.argv.slice(2);
const text = readFileSync(doc, 'utf8');
const lineOf = (index) => text.slice(0, index).split('\n').length;

/** The names of the first column of the `irl-kitchen` section's table (`f(x)`, `Type`). */
function tableNames() {
  const section = text.split('\n## `irl-kitchen`\n')[1]?.split('\n### ')[0] ?? '';
  const names = new Set();
  for (const row of section.split('\n').filter((l) => l.startsWith('| `'))) {
    for (const m of row.split(' | ')[0].matchAll(/`([A-Za-z_$][\w$]*)/g)) names.add(m[1]);
  }
  return [...names];
}

/** The `name(…)`s in parentheses after each of `irl-kitchen/server`, `/view` and `/quantitative`. */
function entryNames() {
  const entries = new Map();
  for (const m of text.matchAll(/`(irl-kitchen\/(?:server|view|quantitative))`\s*\(([\s\S]*?); docs\//g)) {
    entries.set(m[1], [...m[2].matchAll(/`([A-Za-z_$][\w$]*)\(/g)].map((n) => n[1]));
  }
  return entries;
}

if (what === 'exports') {
  const names = tableNames();
  if (names.length < 50) throw new Error(`${doc}: only ${names.length} names in the export table`);
  const lines = [`export { ${names.join(', ')} } from 'irl-kitchen';`];
  for (const [entry, fns] of entryNames()) lines.push(`export { ${fns.join(', ')} } from '${entry}';`);
  if (lines.length < 4) throw new Error(`${doc}: the server, view and quantitative entry points are not all named`);
  writeFileSync('doc-exports.ts', lines.join('\n') + '\n');
  console.log(`doc-exports.ts: ${names.length} names of irl-kitchen, ${lines.length - 1} other entry points`);
} else if (what === 'examples') {
  const blocks = [...text.matchAll(/```js\n([\s\S]*?)```/g)];
  if (blocks.length === 0) throw new Error(`${doc}: no js example`);
  for (const block of blocks) {
    const place = `${doc}:${lineOf(block.index)}`;
    writeFileSync('api-example.mjs', block[1]);
    const r = spawnSync(process.execPath, ['api-example.mjs'], { encoding: 'utf8', stdio: ['ignore', 'inherit', 'pipe'] });
    if (r.status !== 0) {
      process.stderr.write(r.stderr);
      throw new Error(`the example at ${place} failed against the installed package (exit ${r.status})`);
    }
  }
  console.log(`${blocks.length} examples of ${doc} ran against the installed package`);
} else {
  throw new Error('usage: node api-doc.mjs API.md exports|examples');
}
