// The commands the documentation shows, run as a reader runs them: every `irl-kitchen` (and
// `cookingbot-evaluator`) line of the ```sh blocks of README.md, docs/TUTORIAL.md, docs/FORMAT.md,
// docs/METRICS.md and docs/EXTENDING.md, in a fresh working folder where `examples/` and `rules/`
// are the project's (and `/tmp/` a folder of its own). A block of one such command and the shell
// lines that prepare it (`cp`, `sed`) runs whole. Each must end with the exit status its page
// claims (`# exit status N` after the command, else 0); where a page shows what a single command
// prints (a ``` or ```json block right after its ```sh block), the output must be exactly that, a
// `…` standing for the part of a line the page leaves out. Commands that need a network service or
// a desktop are skipped, and the skipped ones are listed below, so that nothing is skipped silently.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BENCHMARK } from './support/simulate.ts';

const ROOT = resolve(import.meta.dirname, '..');
const DOCS = ['README.md', 'docs/TUTORIAL.md', 'docs/FORMAT.md', 'docs/METRICS.md', 'docs/EXTENDING.md'];

/** How the pages write the folder a command ran in, where a command prints absolute paths. */
const SHOWN_FOLDER = '/home/you/irl-kitchen';

/** Commands that need Redis, a server left running or a desktop browser: shown, never run here. */
const SKIPPED = [
  'npx irl-kitchen view almond-crescent-cookies.solution --output almond.html --open',
  'npx irl-kitchen serve --port 8080',
  'npx irl-kitchen serve --store redis://127.0.0.1:6379/0',
  'npx irl-kitchen worker --queue redis://127.0.0.1:6379/0 --concurrency 4',
  'npx irl-kitchen evaluate --queue redis://127.0.0.1:6379/0 --input examples/tutorial/prediction-fixed.solution --output results.csv',
];
const needsService = (command: string) => /\birl-kitchen (serve|worker)\b|--queue\b|--open\b|redis:\/\//.test(command);

interface DocCommand {
  doc: string;
  line: number;
  /** The command as the page shows it, without its comment. */
  command: string;
  exitStatus: number;
  /** What the page says it prints, when it shows that. */
  output: string | null;
}

interface Fence {
  info: string;
  start: number;
  lines: string[];
}

/** The fenced blocks of a markdown text, with the line each starts on. */
function fences(markdown: string): Fence[] {
  const found: Fence[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^```(\S*)\s*$/.exec(lines[i]);
    if (!open) continue;
    const end = lines.findIndex((l, j) => j > i && /^```\s*$/.test(l));
    if (end < 0) break;
    found.push({ info: open[1], start: i + 1, lines: lines.slice(i + 1, end) });
    i = end;
  }
  return found;
}

/** The block right after `fence` when only blank lines stand between them. */
function nextBlock(markdown: string, all: Fence[], index: number): Fence | null {
  const next = all[index + 1];
  if (!next) return null;
  const between = markdown.split('\n').slice(all[index].start + all[index].lines.length + 1, next.start - 1);
  return between.every((l) => l.trim() === '') ? next : null;
}

/** A shell line without its trailing `# comment` (no `#` occurs inside these commands). */
const withoutComment = (line: string) => line.replace(/\s+#.*$/, '').trim();

function docCommands(doc: string): DocCommand[] {
  const markdown = readFileSync(join(ROOT, doc), 'utf8');
  const all = fences(markdown);
  const commands: DocCommand[] = [];
  all.forEach((fence, index) => {
    if (fence.info !== 'sh') return;
    const lines = fence.lines.map((text, i) => ({ text, line: fence.start + 1 + i })).filter(({ text }) => /\b(irl-kitchen|cookingbot-evaluator)\b/.test(withoutComment(text)));
    const shown = nextBlock(markdown, all, index);
    const steps = fence.lines.map(withoutComment).filter((l) => l !== '');
    // one command with the lines that prepare it (a copy to break, say): the block runs whole
    const whole = lines.length === 1 && steps.length > 1 && !/^npm /.test(steps[0]);
    const output = lines.length === 1 && (fence.lines.length === 1 || whole) && shown && (shown.info === '' || shown.info === 'json') ? shown.lines.join('\n') : null;
    for (const { text, line } of lines) {
      const claim = /#.*\bexit status (\d)\b/.exec(text);
      const command = whole ? steps.join('\n') : withoutComment(text).replace(/^npm ci && /, '');
      commands.push({ doc, line, command, exitStatus: claim ? Number(claim[1]) : 0, output });
    }
  });
  return commands;
}

const COMMANDS = DOCS.flatMap(docCommands);

/** The shell line that runs `command` against this checkout's sources instead of an installed package. */
function localised(command: string, cwd: string): string {
  const bin = (name: string) => `"${process.execPath}" "${join(ROOT, 'bin', name)}"`;
  return command
    .replace(/\bnpx irl-kitchen\b/g, bin('irl-kitchen.js'))
    .replace(/\bnode bin\/([\w-]+\.js)\b/g, (_all, name: string) => bin(name))
    .replace(/(?<![\w/.])\/tmp\//g, `${cwd}/tmp/`);
}

/** A fresh working folder in which `examples/` and `rules/` are the project's, as in a checkout, with a `tmp/` for the pages' `/tmp/`. */
function workingFolder(): string {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), 'irl-kitchen-docs-')));
  symlinkSync(join(ROOT, 'examples'), join(dir, 'examples'));
  symlinkSync(join(ROOT, 'rules'), join(dir, 'rules'));
  mkdirSync(join(dir, 'tmp'));
  return dir;
}

function run(command: string, cwd: string) {
  const r = spawnSync('bash', ['-c', localised(command, cwd)], {
    cwd,
    encoding: 'utf8',
    timeout: 150_000,
    env: { ...process.env, IRL_KITCHEN_BENCHMARK: BENCHMARK ?? '', NO_COLOR: '1' },
  });
  return { status: r.status, out: r.stdout, err: r.stderr };
}

/** Text as a page shows it: the folder in its place, no trailing blanks, no final newline. */
const asShown = (text: string, folder: string) =>
  text
    .split(`${folder}/tmp/`)
    .join('/tmp/')
    .split(folder)
    .join(SHOWN_FOLDER)
    .split('\n')
    .map((l) => l.trimEnd())
    .join('\n')
    .trimEnd();

/** What a page shows as a pattern of the whole output: a `…` stands for any part of a line. */
const shownPattern = (shown: string) => new RegExp(`^${shown.split('…').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[^\\n]*')}$`);

describe('the commands of the documentation', () => {
  it('are found in every page, and only those that need a service or a desktop are skipped', () => {
    for (const doc of DOCS) expect(COMMANDS.some((c) => c.doc === doc), `${doc} shows no irl-kitchen command`).toBe(true);
    expect(COMMANDS.filter((c) => needsService(c.command)).map((c) => c.command)).toEqual(SKIPPED);
    expect(COMMANDS.filter((c) => c.output !== null).length).toBeGreaterThanOrEqual(10);
  });

  const runnable = COMMANDS.filter((c) => !needsService(c.command));
  describe.skipIf(!BENCHMARK)('run as written', () => {
    const folder = workingFolder();
    afterAll(() => rmSync(folder, { recursive: true, force: true })); // the link only, never examples/
    for (const c of runnable) {
      it(`${c.doc}:${c.line}: ${c.command}`, () => {
        const r = run(c.command, folder);
        expect(r.status, `exit status of ${c.command}\n${r.err.slice(-2000)}`).toBe(c.exitStatus);
        const got = asShown(r.out + r.err, folder);
        if (c.output?.includes('…')) expect(got).toMatch(shownPattern(c.output.trimEnd()));
        else if (c.output !== null) expect(got).toBe(c.output.trimEnd());
      }, 180_000);
    }
  });
});
