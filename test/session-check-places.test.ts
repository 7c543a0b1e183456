// check gives a refused line the place execute gives it; the session reads `#id;comment` headers as the reader does.
import { describe, expect, it } from 'vitest';
import { openSession } from '../src/session/index.ts';
import { parseSolutionText } from '../src/language/parse-solution.ts';
import { schemaErrors } from './json-validate.ts';

const BUTTER = '(fetch-and-proportion ?butter ?ks-1 ?kitchen ?bowl-1 butter 230 g)';

/** What executing the line in a fork says first, as a finding's fields. */
function executed(s: ReturnType<typeof openSession>, line: string) {
  const d = s.fork().execute(line).diagnostics[0];
  return { code: d.code, message: d.message, hint: d.hint, file: d.file, line: d.line, column: d.column };
}

describe('check of a line that cannot be read or checked', () => {
  it.each([
    ['a syntax error', '(fetch ?x ?ks ?kitchen bowl', 2],
    ['a # term', '(fetch ?x ?ks ?ks0 #bowl;comment', 2],
    ['an unknown action', '(fetch-and-proprtion ?x ?ks ?kitchen ?bowl butter 230 g)', 2],
    ['a wrong arity', '(fetch ?x ?ks)', 2],
    ['a line after a blank and a comment line', '\n; a note\n(fetch ?x ?ks ?kitchen bowl', 4],
  ])('%s: the code, message, hint and place of execute', (_, line, number) => {
    const s = openSession();
    s.execute(BUTTER);
    const result = s.check(line);
    expect(result.admissible).toBe(false);
    const want = executed(s, line);
    expect(want.line).toBe(number); // after the session's one line
    expect(result.failed[0]).toMatchObject(JSON.parse(JSON.stringify(want)));
    expect(schemaErrors('check-result.schema.json', result)).toEqual([]);
  });

  it('a syntax error names its column', () => {
    const result = openSession().check('(fetch ?x ?ks ?kitchen bowl');
    expect(result.failed[0]).toMatchObject({ code: 'E_SYNTAX', file: 'session', line: 1, column: 28 });
  });
});

describe('a #id header with a ; comment', () => {
  it.each(['#almond-crescent-cookies;a note', '  #Almond-Crescent-Cookies ; a note', "#almond-crescent-cookies'x"])('%s names the recipe the reader reads', (header) => {
    const [recipe] = parseSolutionText(header, 'x').recipes;
    const s = openSession();
    const step = s.execute(`${header}\n${BUTTER}`);
    expect(step.accepted).toBe(true);
    expect(s.snapshot().recipeId).toBe(recipe.id);
    expect(recipe.id).toBe('almond-crescent-cookies');
  });
});
