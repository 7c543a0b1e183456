// check takes one network line: a text with none or several says what came and what to send,
// not a bare count ("got 0").
import { describe, expect, it } from 'vitest';
import { openSession } from '../src/session/index.ts';

const BUTTER = '(fetch-and-proportion ?butter ?ks-1 ?kitchen ?bowl-1 butter 230 g)';
const WHISK = '(fetch ?whisk ?ks-2 ?ks-1 whisk 1)';

describe('check given no line or several', () => {
  const s = openSession();
  const refusedWith = (text: string) => {
    const r = s.check(text);
    expect(r.admissible).toBe(false);
    expect(r.failed).toHaveLength(1);
    expect(r.failed[0].code).toBe('E_BAD_INPUT');
    return r.failed[0].message;
  };

  it('says that only blank, comment or #recipe-id lines came', () => {
    for (const text of ['', '   ', '; a comment', '#my-cookies', '#my-cookies\n\n; soon butter\n'])
      expect(refusedWith(text), JSON.stringify(text)).toBe('check takes one network line, got none: only blank, comment or #recipe-id lines');
  });

  it('says how many lines came, and to check one at a time', () => {
    expect(refusedWith(`${BUTTER}\n${WHISK}`)).toBe('check takes one network line, got 2 lines: check one line at a time');
    expect(refusedWith(`#r\n${BUTTER}\n; note\n${WHISK}\n${WHISK}`)).toBe('check takes one network line, got 3 lines: check one line at a time');
  });

  it('still takes one line among comments, blank and #recipe-id lines', () => {
    expect(s.check(`#my-cookies\n; the butter\n\n${BUTTER}`)).toEqual({ admissible: true, failed: [] });
    expect(s.network()).toBe('');
  });
});
