// `run`'s text for a line written twice word for word: the two run as one, so the repeat has no
// row in the timeline, and the report says which line it repeats (as the view's header does)
// instead of leaving the line out without a word. The JSON stays as it was.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { start } from './support/spawned-cli.ts';

const dir = mkdtempSync(join(tmpdir(), 'irl-kitchen-viewprobe6-repeats-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const WARM = '(bring-to-temperature ?warm ?k3 ?k2 ?butter ?q ?u)';
const network = (copies: number) => ['#repeats', '(get-kitchen ?k)', '(fetch-and-proportion ?butter ?k2 ?k ?bowl butter 100 g)', ...Array(copies).fill(WARM), ''].join('\n');

/** The line numbers (from 1) of the copies of WARM in `text`. */
const copiesOf = (text: string) => text.split('\n').flatMap((l, i) => (l === WARM ? [i + 1] : []));

async function runText(name: string, text: string, ...flags: string[]) {
  const file = join(dir, `${name}.solution`);
  writeFileSync(file, text);
  return start(['run', file, ...flags]).exited;
}

describe('run on a line written twice', () => {
  it('names the repeat and the line it repeats, which alone has a timeline row', async () => {
    const text = network(2);
    const [first, repeat] = copiesOf(text);
    const { code, out } = await runText('twice', text);
    expect(code).toBe(0);
    const rows = out.split('\n').filter((l) => /^\s+\d+ \S+\s+\d/.test(l)).map((l) => Number(l.trim().split(' ')[0]));
    expect(rows).toContain(first);
    expect(rows).not.toContain(repeat);
    expect(out).toContain(`  line ${repeat} repeats line ${first} word for word, and the two run as one (no row of its own in the timeline)\n`);
  });

  it('names the first three of many repeats and counts the others', async () => {
    const text = network(6);
    const [first, ...repeats] = copiesOf(text);
    const { out } = await runText('six', text);
    const named = repeats.slice(0, 3).map((l) => `line ${l} repeats line ${first} word for word, and the two run as one`);
    expect(out).toContain(`  ${named.join('; ')}; ${repeats.length - 3} more lines like these (no row of their own in the timeline)\n`);
  });

  it('says nothing of repeats where no line repeats another', async () => {
    const { out } = await runText('once', network(1));
    expect(out).toContain('timeline');
    expect(out).not.toContain('word for word');
  });

  it('leaves the JSON report as it was', async () => {
    const { out } = await runText('json', network(2), '--json');
    expect(Object.keys(JSON.parse(out)[0])).not.toContain('repeats');
  });
});
