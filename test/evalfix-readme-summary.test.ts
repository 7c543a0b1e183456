// README's example of evaluate's summary line is what that command prints on the corpus's variants.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { start } from './support/spawned-cli.ts';
import { BENCHMARK, VARIANTS_DIR } from './support/simulate.ts';

const README = readFileSync(resolve(import.meta.dirname, '../README.md'), 'utf8').replace(/\n/g, ' ');

describe.skipIf(!BENCHMARK)("README's summary line of evaluate", () => {
  it('is the one evaluate prints on the variants', async () => {
    const claim = /`evaluate --input \.\.\/shared\/benchmark\/variants\/\*\.solution` ends with `([^`]+)`/.exec(README);
    expect(claim, 'README names the command and its summary').not.toBeNull();
    const files = readdirSync(VARIANTS_DIR!).filter((f) => f.endsWith('.solution')).sort().map((f) => join(VARIANTS_DIR!, f));
    const r = await start(['evaluate', '--input', ...files, '--output', '/dev/null']).exited;
    expect(r.err.trimEnd().split('\n').at(-1)).toBe(claim![1]);
  }, 120_000);
});
