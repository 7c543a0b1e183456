// A line written twice word for word runs once, as its first copy (src/engine/twins.ts): its page
// says so, in `check`'s words, rather than showing the second copy as a line that never ran. And
// counts of one read in the singular ("1 line", "critical path … line 2").
import { describe, expect, it } from 'vitest';
import { parseSolutionText } from '../src/language/parse-solution.ts';
import { buildModel } from '../src/view/model.ts';
import { renderPage } from '../src/view/page.ts';
import { simulator } from './support/simulate.ts';

/** Line 4 repeats line 3 (no constant: constants never make two lines identical). */
const TWINS = [
  '#twins',
  '(get-kitchen ?k)',
  '(fetch-and-proportion ?butter ?k2 ?k ?bowl butter 100 g)',
  '(bring-to-temperature ?warm ?k3 ?k2 ?butter ?room-q ?room-u)',
  '(bring-to-temperature ?warm ?k3 ?k2 ?butter ?room-q ?room-u)',
  '(beat ?beaten ?k4 ?k3 ?warm ?whisk)',
  '',
].join('\n');

function modelOf(text: string) {
  const file = parseSolutionText(text, 'probe.solution');
  expect(file.problems).toEqual([]);
  const recipe = file.recipes[0];
  return buildModel(recipe, simulator().run(recipe, 'probe.solution'));
}

const SAID = 'line 5 repeats line 4 word for word, and the two run as one';

describe('a line written twice, on its page', () => {
  it('runs as one with its first copy: same status and times, no step or bar of its own', () => {
    const model = modelOf(TWINS);
    expect(model.status).toBe('ok');
    const [first, twin] = [4, 5].map((n) => model.lines.find((l) => l.line === n)!);
    expect(twin).toMatchObject({ status: first.status, start: first.start, end: first.end, step: null, twinOf: 4 });
    expect(first.status).toBe('ran');
    expect(first.twinOf).toBeNull();
    expect(model.lines.filter((l) => l.status === 'never')).toEqual([]);
    // what line 4 bound is no input of line 5: no arrow from the first copy to its repeat
    expect(model.variables.filter((v) => v.producer === 4 && v.users.includes(5))).toEqual([]);
    // what line 5 takes from earlier lines still is
    expect(model.variables.find((v) => v.name === '?butter')!.users).toContain(5);
  }, 60_000);

  it('says so in the header, the node and the bar, and counts the repeat as ran', async () => {
    const model = modelOf(TWINS);
    const html = (await renderPage(model, null)).html;
    expect(html).toContain(`5 lines: 5 ran, 0 failed, 0 never ran (${SAID})`);
    expect(html).toMatch(/<g class="node ran[^"]*" data-line="5"[^>]*><title>line 5: [^<]*\(repeats line 4 word for word, and the two run as one\)<\/title>/);
    expect(html).toMatch(/<g class="bar[^"]*" data-line="4"[^>]*><title>[^<]*\(repeated word for word by line 5, run as one with it\)<\/title>/);
    expect(html).not.toMatch(/<g class="bar[^"]*" data-line="5"/);
    expect(html).not.toMatch(/data-from="4" data-to="5"/);
  }, 60_000);

  it('lists three repeats in the header and counts the others', async () => {
    const copies = Array.from({ length: 5 }, () => '(bring-to-temperature ?warm ?k3 ?k2 ?butter ?room-q ?room-u)');
    const text = TWINS.replace(/\(bring-to-temperature[^\n]*\n\(bring-to-temperature[^\n]*\n/, `${copies.join('\n')}\n`);
    const html = (await renderPage(modelOf(text), null)).html;
    expect(html).toContain('8 lines: 8 ran, 0 failed, 0 never ran (line 5 repeats line 4 word for word, and the two run as one; line 6 repeats');
    expect(html).toContain('; 1 more line like these)');
  }, 60_000);

  it('a network without repeats reads as before', async () => {
    const html = (await renderPage(modelOf('#plain\n(get-kitchen ?k)\n(fetch ?tray ?k2 ?k baking-tray 1)\n'), null)).html;
    expect(html).toContain('2 lines: 2 ran, 0 failed, 0 never ran</span>');
    expect(html).not.toMatch(/never ran \(/);
    expect(html).not.toMatch(/<title>[^<]*word for word/);
  }, 60_000);
});

describe('counts of one, in the singular', () => {
  it('a network of one line and a critical path of one step', async () => {
    const html = (await renderPage(modelOf('#one\n(get-kitchen ?k)\n'), null)).html;
    expect(html).toContain('1 line: 1 ran, 0 failed, 0 never ran');
    expect(html).toMatch(/Critical path \(1 step, marked\): line <a href="#" data-goto-line="2">2<\/a>\./);
  }, 60_000);

  it('several lines and steps stay plural', async () => {
    const html = (await renderPage(modelOf(TWINS), null)).html;
    expect(html).toMatch(/Critical path \(\d+ steps, marked\): lines <a/);
  }, 60_000);
});
