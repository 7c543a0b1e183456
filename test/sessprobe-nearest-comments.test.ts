// nearest(text) reads a line as the network reader does: a `#recipe-id` line and a comment say
// nothing about the step. Before, their words were scored, so `(beat ?sugar) ; not the butter`
// ranked the butter's lines first and a leading `#id` line hid that the text was a predicate.
import { describe, expect, it } from 'vitest';
import { openSession } from '../src/session/index.ts';

function session() {
  const s = openSession();
  s.execute('(fetch-and-proportion ?butter ?ks-1 ?kitchen ?bowl butter 230 g)\n(fetch-and-proportion ?sugar ?ks-2 ?ks-1 ?bowl2 white-sugar 100 g)\n(fetch ?whisk ?ks-3 ?ks-2 whisk 1)');
  return s;
}

describe('nearest skips comments and #recipe-id lines', () => {
  it('scores a line with a trailing comment as the line alone', () => {
    const s = session();
    const plain = s.nearest('(beat ?sugar)', 4);
    expect(plain[0].line).toContain(' ?sugar ');
    expect(s.nearest('(beat ?sugar) ; not the butter, and no whisk', 4)).toEqual(plain);
  });

  it('reads a misspelt predicate after a #recipe-id line as a predicate', () => {
    const s = session();
    expect(s.nearest('#my-cookies\n; first the butter\n(beet ?butter ?ks-3)', 3)).toEqual(s.nearest('(beet ?butter ?ks-3)', 3));
  });

  it('keeps the ; of a free-form step, which is punctuation there', () => {
    const s = session();
    const [best] = s.nearest('fetch; a whisk', 1);
    expect(best.line).toMatch(/^\(fetch .* whisk 1\)$/);
  });
});
