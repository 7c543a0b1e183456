// " (did you mean x?)" for a name a rule file misspelt, written as rule files write names (with _
// for -): a class, a slot, a condition, an effect, a default or a timing term.
//
//   didYouMeanClass('heavy_crem', ontology)   → ' (did you mean heavy_cream?)'
import { didYouMean } from '../did-you-mean.ts';
import type { Ontology } from '../kitchen/ontology.ts';

/** A hyphenated name as rule files write it (`kitchen_state_out`). */
export const underscored = (name: string) => name.replace(/-/g, '_');

/** The closest of the known names (in either spelling), in rule-file spelling; '' when none is close. */
export function didYouMeanWritten(written: string, known: Iterable<string>): string {
  return didYouMean(underscored(written), [...known].map(underscored));
}

/** The closest classes of the loaded ontology. */
export function didYouMeanClass(written: string, ontology: Ontology): string {
  return didYouMeanWritten(written, ontology.classes.keys());
}

/** The closest slots any class of the ontology declares (a property or flag an effect sets). */
export function didYouMeanProperty(written: string, ontology: Ontology): string {
  const declared = new Set<string>();
  for (const c of ontology.classes.values()) for (const s of c.slots) declared.add(s);
  return didYouMeanWritten(written, declared);
}
