// `irl-kitchen rules check DIR`: every problem of every rule file, with file:line. Prolog (the
// lint in lint.pl) checks the facts' meaning; compiling checks types and effect names.
import { readFileSync } from 'node:fs';
import pl from 'tau-prolog';
import loadLists from 'tau-prolog/modules/lists.js';
import { EFFECTS } from '../effects/index.ts';
import { InputError } from '../errors.ts';
import type { World } from '../kitchen/world.ts';
import { compileRule } from './compile-rule.ts';
import { parseRuleText, RULE_LIMITS, ruleFilesIn } from './load-rules.ts';

const LINT = readFileSync(new URL('./lint.pl', import.meta.url), 'utf8');
loadLists(pl);

export interface RuleProblem {
  file: string;
  line: number;
  message: string;
}

export async function checkRuleDir(dir: string, world: World): Promise<RuleProblem[]> {
  const out: RuleProblem[] = [];
  for (const f of ruleFilesIn(dir)) out.push(...(await checkRuleFile(f, readFileSync(f, 'utf8'), world)));
  return out;
}

export async function checkRuleFile(file: string, source: string, world: World): Promise<RuleProblem[]> {
  const problems: RuleProblem[] = [];
  let parsed;
  try {
    parsed = parseRuleText(source, file);
  } catch (e) {
    return [fromError(e, file)];
  }
  let found;
  try {
    found = await lint(source);
  } catch (e) {
    return [fromError(e, file)];
  }
  for (const p of found) {
    const line = lineOfMode(source, p.subject) ?? 1;
    problems.push({ file, line, message: `${p.kind}${p.subject !== 'none' ? ` ${p.subject}` : ''}: ${p.message}` });
  }
  try {
    compileRule(parsed, { ontology: world.ontology, effects: EFFECTS });
  } catch (e) {
    const p = fromError(e, file);
    if (!problems.some((q) => q.message === p.message)) problems.push(p);
  }
  return problems;
}

function fromError(e: unknown, file: string): RuleProblem {
  if (!(e instanceof InputError)) throw e;
  const m = /^(.*?):(\d+)(?::\d+)?: (.*)$/s.exec(e.message);
  return m ? { file, line: Number(m[2]), message: m[3] } : { file, line: 1, message: e.message.replace(`${file}: `, '') };
}

type Lint = { kind: string; subject: string; message: string };

/** Runs lint.pl over the facts; bounded by the inference limit (tau-prolog answers asynchronously). */
async function lint(source: string): Promise<Lint[]> {
  const session = pl.create(RULE_LIMITS.maxInferences);
  const text = { file: false, url: false, html: false, script: false };
  let failure: unknown = null;
  session.consult(LINT, { ...text, error: (e) => (failure = e) });
  session.consult(source, { ...text, error: (e) => (failure = e) });
  if (failure) throw new InputError(pl.format_answer(failure));
  session.query('problem(K, S, M).', { error: (e) => (failure = e) });
  const str = (x: { toString(): string; id?: string }) => x.id ?? x.toString();
  const out = await new Promise<Lint[]>((resolve, reject) => {
    const acc: Lint[] = [];
    const next = () =>
      session.answer({
        success: (a: unknown) => {
          const links = (a as { links: Record<string, { toString(): string; id?: string }> }).links;
          acc.push({ kind: str(links.K), subject: str(links.S), message: str(links.M) });
          next();
        },
        fail: () => resolve(acc),
        error: (e: unknown) => reject(new InputError(`the checks failed: ${pl.format_answer(e)}`)),
        limit: () => reject(new InputError(`the checks ran out of their budget of ${RULE_LIMITS.maxInferences} inferences`)),
      });
    next();
  });
  // the same problem can be found along several proofs
  return out.filter((p, i) => out.findIndex((q) => q.kind === p.kind && q.subject === p.subject && q.message === p.message) === i);
}

function lineOfMode(source: string, mode: string): number | null {
  const lines = source.split('\n');
  const i = lines.findIndex((l) => new RegExp(`^mode\\(\\s*${mode.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*,`).test(l));
  return i >= 0 ? i + 1 : null;
}
