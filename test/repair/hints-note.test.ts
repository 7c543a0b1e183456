// Where a repair's hints come from: the recipe text its #id names, or none and why, in the JSON
// (`hints`) and as a note of the report; a network whose ingredients are mostly in none of the
// named recipe's lines is said to carry a possibly wrong id. A small corpus folder of recipe
// texts stands in for the corpus, so the test needs none.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repair } from '../../src/repair/index.ts';
import { runCli as cli } from '../support/cli.ts';

const recipeText = (id: string, ingredients: string[]) =>
  `<recipe>\n  <id>${id}</id>\n  <title>${id}</title>\n  <ingredients>\n${ingredients.map((i) => `    <ingredient>${i}</ingredient>\n`).join('')}  </ingredients>\n  <instructions>\n    <instruction>Mix.</instruction>\n  </instructions>\n</recipe>\n`;

/** A corpus folder holding recipe texts only (repair reads no gold network). */
function corpus(): string {
  const dir = mkdtempSync(join(tmpdir(), 'irl-kitchen-hints-'));
  mkdirSync(join(dir, 'data/recipe-texts'), { recursive: true });
  const put = (id: string, lines: string[]) => writeFileSync(join(dir, 'data/recipe-texts', `${id}.xml`), recipeText(id, lines));
  put('onion-salad', ['1 red onion, sliced', '2 tablespoons lime juice']);
  put('afghan-biscuits', ['200 grams unsalted butter', '100 grams caster sugar', '300 grams all-purpose flour']);
  put('plain-salad', ['red onion to taste', 'lime juice to taste']);
  return dir;
}

const network = (header: string) => `${header}(get-kitchen ?kitchen)
(fetch-and-proportion ?onion ?ks-1 ?kitchen ?bowl-1 red-onion 100 g)
(fetch-and-proportion ?juice ?ks-2 ?ks-1 ?bowl-2 lime-juice 30 g)
(beat ?beaten ?ks-3 ?ks-broken ?onion ?whisk)
`;

describe('repair: where the hints come from', () => {
  const benchmark = corpus();
  const hintsOf = (header: string) => repair(network(header), { benchmark, seed: 0 }).hints;

  it('names the recipe text of the #id, and trusts an id whose lines name the ingredients', () => {
    expect(hintsOf('#onion-salad\n')).toEqual({ source: 'recipe-text', reason: null, lines: 2, fetched: ['red-onion', 'lime-juice'], unmatched: [], idMayBeWrong: false });
  });

  it('says when most fetched ingredients are in none of the named recipe\'s lines', () => {
    expect(hintsOf('#afghan-biscuits\n')).toEqual({ source: 'recipe-text', reason: null, lines: 3, fetched: ['red-onion', 'lime-juice'], unmatched: ['red-onion', 'lime-juice'], idMayBeWrong: true });
  });

  it('says why there are none: no #id, no text of that id, a text without amounts', () => {
    expect(hintsOf('')).toMatchObject({ source: 'none', reason: 'no-id', lines: 0, unmatched: [], idMayBeWrong: false });
    expect(hintsOf('#no-such-recipe\n')).toMatchObject({ source: 'none', reason: 'no-recipe-text', lines: 0, idMayBeWrong: false });
    expect(hintsOf('#plain-salad\n')).toMatchObject({ source: 'none', reason: 'no-amounts', lines: 0, unmatched: [], idMayBeWrong: false });
  });

  it('the report says it in a note, and the edits do not depend on it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'irl-kitchen-hints-net-'));
    const run = async (name: string, header: string) => {
      const file = join(dir, `${name}.solution`);
      writeFileSync(file, network(header));
      const human = await cli(['repair', file, '--benchmark', benchmark]);
      const json = JSON.parse((await cli(['repair', file, '--json', '--benchmark', benchmark])).out)[0];
      return { human: human.out, json };
    };
    const right = await run('right', '#onion-salad\n');
    expect(right.human).toContain('  note: hints from the recipe text of #onion-salad (2 ingredient lines with an amount)\n');
    expect(right.human).not.toMatch(/wrong id/);
    const wrong = await run('wrong', '#afghan-biscuits\n');
    expect(wrong.human).toContain(
      '  note: hints from the recipe text of #afghan-biscuits (3 ingredient lines with an amount); 2 of the 2 ingredients the network fetches (red-onion, lime-juice) are in none of its ingredient lines: #afghan-biscuits may be the wrong id',
    );
    expect(wrong.json.hints.idMayBeWrong).toBe(true);
    const missing = await run('missing', '#no-such-recipe\n');
    expect(missing.human).toContain('  note: no hints from a recipe text (the corpus has no recipe text for #no-such-recipe): ingredients and amounts are guessed');
    const none = await run('none', '');
    expect(none.human).toContain('  note: no hints from a recipe text (the network has no #id line naming its recipe)');
    for (const r of [wrong, missing]) expect(r.json.edits).toEqual(right.json.edits);
  });
});
