// Ids that messages name (`medium-bowl medium-bowl-104` in a failure reason): a message is
// written once, with the numbers of its time, so a continued call whose numbering would show
// one of them otherwise gives way to a whole run (continue.ts). `check` answers with the ids the
// session shows.
import { watchingReasons } from '../diagnostics/failure.ts';
import type { Ontology } from '../kitchen/ontology.ts';
import type { Numbering } from './numbering.ts';

/** An id a message names: its class and number. */
export interface Mention {
  name: string;
  n: number;
}

/** Every `class-N` in a text whose class the ontology has (`N` the number of a persistent id). */
export function mentionsIn(text: string, ontology: Ontology): Mention[] {
  const out: Mention[] = [];
  for (const [token] of text.matchAll(/[a-z0-9][a-z0-9-]*/g)) {
    const parts = token.split('-');
    for (let i = 1; i < parts.length; i++) {
      if (!/^\d+$/.test(parts[i])) continue;
      const name = parts.slice(0, i).join('-');
      if (ontology.has(name)) out.push({ name, n: Number(parts[i]) });
    }
  }
  return out;
}

/** Runs `f`, noting the ids named by the failure reasons it makes (messages and hints). */
export function noting<T>(ontology: Ontology, f: () => T): { result: T; mentions: Mention[] } {
  const mentions: Mention[] = [];
  const result = watchingReasons((r) => {
    mentions.push(...mentionsIn(r.message, ontology));
    if (r.hint) mentions.push(...mentionsIn(r.hint, ontology));
  }, f);
  return { result, mentions };
}

/** The text with every id the numbering moves written as the session shows it. */
export function shownText(text: string, numbering: Numbering, ontology: Ontology): string {
  if (numbering.isIdentity) return text;
  return text.replace(/[a-z0-9][a-z0-9-]*/g, (token) => {
    const parts = token.split('-');
    for (let i = parts.length - 1; i >= 1; i--) {
      if (!/^\d+$/.test(parts[i])) continue;
      const name = parts.slice(0, i).join('-');
      if (!ontology.has(name)) continue;
      parts[i] = String(numbering.shown(name, Number(parts[i])));
      return parts.join('-');
    }
    return token;
  });
}
