// What a misspelt name is proposed: typos of short names within two edits, but not a name that is
// the written one with a whole leading part cut off or added (`nothing` is no typo of `thing`).
import { describe, expect, it } from 'vitest';
import { closest, didYouMean } from '../src/did-you-mean.ts';

describe('did you mean', () => {
  it('proposes no name that is the written one less a leading part, nor more', () => {
    expect(didYouMean('nothing', ['thing', 'tool'])).toBe('');
    expect(didYouMean('thing', ['nothing'])).toBe('');
    expect(didYouMean('Nothing', ['thing'])).toBe('');
    expect(closest('nothing', ['thing', 'nothings'])).toEqual(['nothings']);
  });

  it('still proposes names for short typos: a swap, a missing, doubled or changed letter, a missing first letter', () => {
    expect(didYouMean('whiks', ['whisk', 'thing'])).toBe(' (did you mean whisk?)');
    expect(didYouMean('bwol', ['bowl'])).toBe(' (did you mean bowl?)');
    expect(didYouMean('buter', ['butter'])).toBe(' (did you mean butter?)');
    expect(didYouMean('thinng', ['thing'])).toBe(' (did you mean thing?)');
    expect(didYouMean('owl', ['bowl'])).toBe(' (did you mean bowl?)');
    expect(didYouMean('xg', ['g', 'cup'])).toBe(' (did you mean g?)');
    expect(didYouMean('cup', ['cups', 'a-cup'])).toBe(' (did you mean cups?)');
  });
});
