// Lines as people write them: variable names in any script, comments after a line, lines far
// too long. Names are case-folded character by character as the Lisp reader folds them, so two
// names that differ stay two variables.
import { describe, expect, it } from 'vitest';
import { openSession } from '../src/session/index.ts';

describe('a session reading what people write', () => {
  it('keeps variable names apart that only a full Unicode upper-casing would merge', () => {
    const s = openSession();
    s.execute('(fetch-and-proportion ?straße ?ks-1 ?kitchen ?bowl-1 butter 230 g)');
    const sugar = s.execute('(fetch-and-proportion ?strasse ?ks-2 ?ks-1 ?bowl-2 white-sugar 100 g)');
    expect(sugar.status).toBe('ok');
    expect(Object.keys(s.bindings())).toEqual(expect.arrayContaining(['?straße', '?strasse']));
    expect(s.execute('(fetch-and-proportion ?ﬁsh ?ks-3 ?ks-2 ?bowl-3 butter 10 g)').newBindings).toHaveProperty(['?ﬁsh']);
    // case still folds: ?Butter is ?butter
    expect(Object.keys(openSession().execute('(fetch-and-proportion ?Butter ?ks-1 ?kitchen ?bowl-1 butter 230 g)').newBindings)).toContain('?butter');
  });

  it('lists and checks lines over names in other scripts', () => {
    const s = openSession();
    s.execute('(fetch-and-proportion ?黄油 ?ks-1 ?kitchen ?bowl-1 butter 230 g)');
    const beat = s.admissible({ action: 'beat', limit: 1 })[0];
    expect(beat.line).toContain(' ?黄油 ');
    expect(s.check(beat.line)).toEqual({ admissible: true, failed: [] });
  });

  it('runs a line followed by a comment, and keeps the comment in the network', () => {
    const s = openSession();
    const line = '(fetch-and-proportion ?butter ?ks-1 ?kitchen ?bowl-1 butter 230 g) ; soft butter';
    expect(s.check(line)).toEqual({ admissible: true, failed: [] });
    expect(s.execute(`; the butter first\n${line}`).status).toBe('ok');
    expect(s.network()).toBe(`; the butter first\n${line}`);
    expect(s.check('; only a comment').failed[0]).toMatchObject({ code: 'E_BAD_INPUT', message: 'check takes one network line, got none: only blank, comment or #recipe-id lines' });
  });

  it('refuses a line far too long quickly, saying how long, and changes nothing', () => {
    const s = openSession();
    const long = `(fetch-and-proportion ?${'x'.repeat(200_000)} ?ks-1 ?kitchen ?bowl-1 butter 230 g)`;
    const step = s.execute(long);
    expect(step).toMatchObject({ status: 'error', accepted: false });
    expect(step.diagnostics.map((d) => [d.code, d.line])).toEqual([['E_SYNTAX', 1]]);
    expect(step.diagnostics[0].message).toContain(`line is ${long.length} characters long`);
    expect(s.check(long).failed[0].code).toBe('E_SYNTAX');
    expect(s.network()).toBe('');
  });
});
