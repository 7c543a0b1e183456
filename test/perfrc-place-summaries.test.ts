// A kitchen place's copy derives its summary from the original's: the derived summary must
// never rule out what the copy holds (what was taken out may stay in it), and searches through
// it must answer exactly as searches that enter the place.
import { describe, expect, it } from 'vitest';
import { copyEntity, Entity, Factory } from '../src/kitchen/entity.ts';
import { findUnused, pidPath } from '../src/kitchen/search.ts';
import { mayHoldPid, summary, summaryHas } from '../src/kitchen/summary.ts';
import { simulator } from './support/simulate.ts';

function cabinet(f: Factory): Entity {
  const items: Entity[] = [];
  for (let i = 0; i < 40; i++) items.push(f.make(i % 2 ? 'medium-bowl' : 'fork'));
  items.push(f.make('whisk'));
  return f.make('kitchen-cabinet', { contents: items });
}

describe('summaries of kitchen places', () => {
  it('a copy that lost an entry shares its summary; one that gained one adds its class and persistent id', () => {
    const ontology = simulator().world.ontology;
    const f = new Factory(ontology);
    const place = cabinet(f);
    const ks = f.make('kitchen-state', { contents: [place] });
    const whisk = ontology.get('whisk').index;
    const spatula = ontology.get('spatula').index;
    expect(summaryHas(summary(place)!, whisk, true)).toBe(true);
    expect(summaryHas(summary(place)!, spatula, true)).toBe(false);

    const taken = copyEntity(place, { contents: place.contents.filter((e) => !e.isA('whisk')) });
    expect(summary(taken)).toBe(summary(place));
    expect(findUnused(taken, whisk, null, [])).toBeNull();

    const added = f.make('spatula');
    const put = copyEntity(taken, { contents: [added, ...taken.contents] });
    const s = summary(put)!;
    expect(summaryHas(s, spatula, true)).toBe(true);
    expect(mayHoldPid(s, added.pk)).toBe(true);
    expect(findUnused(put, spatula, null, [])?.found).toBe(added);
    expect(pidPath(put, added, null)).toEqual([put, added]);
    // an object found nowhere below is ruled out without entering the place
    const elsewhere = f.make('spatula');
    expect(mayHoldPid(summary(place), elsewhere.pk)).toBe(false);
    expect(pidPath(ks, elsewhere, null)).toBeNull();
  });

  it('a copy whose entry was replaced by a copy of it (a smaller amount) keeps answering as the original', () => {
    const ontology = simulator().world.ontology;
    const f = new Factory(ontology);
    const place = cabinet(f);
    const bowl = place.contents[1];
    const fork = ontology.get('fork').index;
    summary(place);
    const changed = copyEntity(bowl, { used: true });
    const copy = copyEntity(place, { contents: place.contents.map((e) => (e === bowl ? changed : e)) });
    expect(pidPath(copy, bowl, null)).toEqual([copy, changed]);
    expect(findUnused(copy, fork, null, [])?.found).toBe(place.contents[0]);
    expect(findUnused(copy, ontology.get('medium-bowl').index, null, [])?.found).toBe(place.contents[3]);
  });
});
