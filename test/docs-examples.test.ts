// The examples of docs/API.md run here against the sources, so the documentation cannot drift:
// each ```js block is executed as it is, its imports of `irl-kitchen` and `irl-kitchen/testing`
// bound to the source modules, other imports (node:…) imported as usual.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as api from '../src/index.ts';
import * as testing from '../src/testing/index.ts';

const DOC = new URL('../docs/API.md', import.meta.url);
const PACKAGES: Record<string, unknown> = { 'irl-kitchen': api, 'irl-kitchen/testing': testing };

/** The ```js blocks of a markdown text, with the line each starts on. */
function jsBlocks(markdown: string): { line: number; code: string }[] {
  const blocks: { line: number; code: string }[] = [];
  const re = /^```js\n([\s\S]*?)^```$/gm;
  for (let m = re.exec(markdown); m; m = re.exec(markdown)) blocks.push({ line: markdown.slice(0, m.index).split('\n').length, code: m[1] });
  return blocks;
}

/** Turns the block's static imports into awaited look-ups, so the block can run as a function body. */
function withImportsBound(code: string): string {
  return code.replace(/^import\s+([\s\S]+?)\s+from\s+'([^']+)';?$/gm, (_all, what: string, from: string) => {
    const source = `await __import(${JSON.stringify(from)})`;
    if (what.startsWith('* as ')) return `const ${what.slice(5)} = ${source};`;
    if (what.startsWith('{')) return `const ${what.replace(/\s+as\s+/g, ': ')} = ${source};`;
    return `const ${what} = (${source}).default;`;
  });
}

const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (...args: string[]) => (...values: unknown[]) => Promise<void>;

async function runBlock(code: string) {
  const body = withImportsBound(code);
  const load = (specifier: string) => (specifier in PACKAGES ? PACKAGES[specifier] : import(specifier));
  await new AsyncFunction('__import', body)(load);
}

const blocks = jsBlocks(readFileSync(DOC, 'utf8'));

describe('docs/API.md', () => {
  it('has runnable examples for parse, run, evaluate, smatch and the testing kit', () => {
    const all = blocks.map((b) => b.code).join('\n');
    expect(blocks.length).toBeGreaterThanOrEqual(5);
    for (const name of ['parseSolutionText', 'Simulator', 'evaluateRecipe', 'smatch', "from 'irl-kitchen/testing'"]) expect(all).toContain(name);
  });

  it('lists every export of irl-kitchen', () => {
    const text = readFileSync(DOC, 'utf8');
    const missing = Object.keys(api).filter((name) => !text.includes(`\`${name}`));
    expect(missing).toEqual([]);
  });

  it('binds imports of a block to modules', () => {
    expect(withImportsBound("import assert from 'node:assert/strict';")).toBe('const assert = (await __import("node:assert/strict")).default;');
    expect(withImportsBound("import { a, b as c } from 'irl-kitchen';")).toBe('const { a, b: c } = await __import("irl-kitchen");');
  });

  for (const block of blocks)
    it(`runs the example at docs/API.md:${block.line}`, async () => {
      await runBlock(block.code);
    }, 120_000);
});
