// Progress towards a recipe read from its text alone (`text` mode: the goal stays hidden). A
// network's progress is the mean of three shares:
//   ingredients  the recipe's ingredient lines that a fetch-and-proportion line of the network
//                names (every part of its ingredient constant is a word of the line; one line per fetch);
//   steps        the instruction verbs (`beat`, `bake`, `sprinkle` …) whose actions the network
//                holds, each verb counted as often as the text uses it;
//   combined     the fetched ingredients whose container a later line takes as an input (none
//                while nothing is fetched).
import type { Task } from '../tasks/task.ts';

/** Instruction words and the actions that carry them out. */
const VERBS: Record<string, string[]> = {
  beat: ['beat'], whisk: ['beat'], cream: ['beat'], mix: ['mix'], stir: ['mix'], combine: ['mix', 'transfer-contents'], blend: ['mix'], fold: ['mix'],
  add: ['transfer-contents'], pour: ['transfer-contents'], place: ['transfer-items', 'transfer-contents'], transfer: ['transfer-contents'],
  bake: ['bake'], preheat: ['preheat-oven'], roll: ['shape'], shape: ['shape'], form: ['shape'], flatten: ['flatten'],
  line: ['line'], grease: ['grease'], sprinkle: ['sprinkle'], dust: ['sprinkle'], top: ['top-with'], cut: ['cut'], chop: ['cut'],
  slice: ['cut'], dice: ['cut'], mince: ['cut'], peel: ['peel'], seed: ['seed'], drain: ['drain'], wash: ['wash'], rinse: ['wash'],
  refrigerate: ['refrigerate'], chill: ['refrigerate'], cool: ['leave-for-time'], boil: ['boil'], cover: ['cover'], toss: ['mingle', 'mix'],
  sift: ['sift'], melt: ['melt'], mash: ['mash'], grate: ['grate'], portion: ['portion-and-arrange'], spread: ['spread'], dip: ['dip'], crack: ['crack'],
  separate: ['separate-eggs'], season: ['sprinkle'], fry: ['fry'], drizzle: ['sprinkle'],
};

export interface TextGoal {
  /** Per ingredient line, its words. */
  ingredients: string[][];
  /** Per instruction verb, in text order, the actions that carry it out. */
  verbs: string[][];
}

export function textGoal(task: Task, actions: (name: string) => boolean): TextGoal {
  const words = (s: string) => s.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
  const ingredients = task.text.ingredients.map((l) => words(l).flatMap((w) => (w.endsWith('s') ? [w, w.slice(0, -1)] : [w])));
  const verbs: string[][] = [];
  for (const line of task.text.instructions)
    for (const w of words(line)) {
      const known = (VERBS[w] ?? []).filter(actions);
      if (known.length) verbs.push(known);
    }
  return { ingredients, verbs };
}

/** The actions the text asks for, in the order it first names them. */
export function textActions(goal: TextGoal): string[] {
  return [...new Set(goal.verbs.flat())];
}

/** Progress in [0, 1] of a network (its lines) towards the text. */
export function textProgress(goal: TextGoal, lines: string[]): { value: number; fetched: Set<number> } {
  const parsed = lines.map((l) => l.slice(1, -1).split(' '));
  const fetched = new Set<number>();
  let used = 0;
  let fetches = 0;
  parsed.forEach((words, i) => {
    if (words[0] !== 'fetch-and-proportion') return;
    fetches++;
    const concept = words[5] ?? '';
    // one fetch covers one ingredient line: the first not covered yet that names it
    const k = goal.ingredients.findIndex((ing, at) => !fetched.has(at) && concept.split('-').every((p) => ing.includes(p)));
    if (k >= 0) fetched.add(k);
    if (parsed.slice(i + 1).some((later) => later.slice(2).includes(words[1]))) used++;
  });
  const counts = new Map<string, number>();
  for (const w of parsed) counts.set(w[0], (counts.get(w[0]) ?? 0) + 1);
  let steps = 0;
  for (const actions of goal.verbs) {
    const a = actions.find((x) => (counts.get(x) ?? 0) > 0);
    if (a) {
      steps++;
      counts.set(a, counts.get(a)! - 1);
    }
  }
  const share = (n: number, d: number) => (d ? n / d : 1);
  // nothing fetched is nothing combined: counted as all of it, the bare network would outscore its first fetch
  const combined = fetches ? used / fetches : 0;
  const value = (share(fetched.size, goal.ingredients.length) + share(steps, goal.verbs.length) + combined) / 3;
  return { value, fetched };
}
