// docs/TROUBLESHOOTING.md's messages, provoked as a newcomer meets them: each problem the page
// lists (that needs no network service, GPU or Python) is made in a fresh folder, and what the
// command prints must be the line the page shows, with the exit status the page gives. The first
// mistakes of a network of one's own are test/firsthour-mistakes.test.ts's.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { interruptedWhileLoading } from '../src/cli/main.ts';
import { BIN, blockedOnInput, ROOT, start } from './support/spawned-cli.ts';
import { BENCHMARK } from './support/simulate.ts';

const PAGE = readFileSync(join(ROOT, 'docs/TROUBLESHOOTING.md'), 'utf8');
/** How the page writes the folder a command ran in. */
const SHOWN_FOLDER = '/home/you/irl-kitchen';
const TUTORIAL = 'examples/tutorial/prediction-fixed.solution';

/** The plain ``` blocks of the section under `heading`, each as its lines. */
function shownBlocks(heading: string): string[][] {
  const start = PAGE.indexOf(`\n## ${heading}\n`);
  expect(start, `docs/TROUBLESHOOTING.md has no section "${heading}"`).toBeGreaterThanOrEqual(0);
  const end = PAGE.indexOf('\n## ', start + heading.length + 4);
  const section = PAGE.slice(start, end < 0 ? undefined : end);
  return [...section.matchAll(/^ *```\n([\s\S]*?)^ *```$/gm)].map(([, body]) => body.trimEnd().split('\n').map((l) => l.trim()));
}

/** A page's line as a pattern: a `…` stands for any part of the line. */
const shownLine = (line: string) => new RegExp(`^${line.split('…').map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);

let folder = '';
beforeAll(() => {
  folder = realpathSync(mkdtempSync(join(tmpdir(), 'tutprobe-troubleshooting-')));
  symlinkSync(join(ROOT, 'examples'), join(folder, 'examples'));
});
afterAll(() => rmSync(folder, { recursive: true, force: true })); // the link only, never examples/

/** `irl-kitchen ARGS…` in the fresh folder (or `dir`), the corpus given as the test suite finds it unless `env` says otherwise. */
function irlKitchen(args: string[], env: Record<string, string | undefined> = {}, dir = folder) {
  const merged: Record<string, string | undefined> = { ...process.env, IRL_KITCHEN_BENCHMARK: BENCHMARK ?? '', ...env };
  for (const [name, value] of Object.entries(merged)) if (value === undefined) delete merged[name];
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd: dir, encoding: 'utf8', timeout: 120_000, env: merged as NodeJS.ProcessEnv });
  const shown = (text: string) => text.split(dir).join(SHOWN_FOLDER).trimEnd();
  return { status: r.status, out: shown(r.stdout), err: shown(r.stderr) };
}

/** A folder of its own under the fresh folder, for files the page names alike. */
function subfolder(name: string): string {
  const dir = join(folder, name);
  mkdirSync(dir);
  return dir;
}

describe.skipIf(!BENCHMARK)('TROUBLESHOOTING: each listed message is what one sees', () => {
  it('the corpus is not found: the folder named, and a recipe name looked up without it', () => {
    const [[notFound], [lookedUp]] = shownBlocks('The benchmark corpus is not found');
    const evaluate = irlKitchen(['evaluate'], { IRL_KITCHEN_BENCHMARK: '/nonexistent' });
    expect(evaluate.err).toBe(notFound);
    expect(evaluate.status).toBe(2);
    const run = irlKitchen(['run', 'almond-crescent-cookies.solution'], { IRL_KITCHEN_BENCHMARK: '/nonexistent' });
    expect(run.err).toMatch(shownLine(lookedUp));
    expect(run.status).toBe(2);
    // the "did you mean" the section quotes for a misspelt corpus name
    expect(irlKitchen(['run', 'afghan-biscuitz']).err).toBe('irl-kitchen: cannot read afghan-biscuitz: no such file or folder (ENOENT) (did you mean afghan-biscuits?)');
  });

  it('an unknown recipe id ends with the closest corpus id, and the other recipes are scored', () => {
    const dir = subfolder('unknown-recipe');
    writeFileSync(join(dir, 'two.solution'), '#almond-cresent-cookies\n(get-kitchen ?kitchen)\n#afghan-biscuits\n(get-kitchen ?kitchen)\n');
    const r = irlKitchen(['evaluate', '--input', 'two.solution', '--quiet'], {}, dir);
    expect(r.err).toContain("two.solution:1:1: error E_UNKNOWN_RECIPE: recipe almond-cresent-cookies is not one of the benchmark's 30 gold recipes, so it cannot be scored (did you mean almond-crescent-cookies?)");
    expect(r.out.split('\n').slice(1).map((row) => row.split(',')[0])).toEqual(['almond-cresent-cookies', 'afghan-biscuits']);
    expect(r.out).not.toMatch(/afghan-biscuits,NIL/);
    expect(r.status).toBe(1);
  });

  it('a comment written with # starts a recipe named by its first word, as the first mistakes say', () => {
    const [, comment, id] = /\*\*A comment written with `#`\*\* \(`(# [^`]*)`\) is a recipe header: it starts a recipe named by its first word \(`#([^`]*)`\)/.exec(PAGE.replace(/\s+/g, ' '))!;
    const dir = subfolder('hash-comment');
    const network = readFileSync(join(ROOT, TUTORIAL), 'utf8').split('\n');
    const at = network.findIndex((line) => line.startsWith('; Pour'));
    network[at] = comment;
    writeFileSync(join(dir, 'commented.solution'), network.join('\n'));
    const r = irlKitchen(['run', 'commented.solution'], {}, dir);
    expect(r.out).toContain(`commented.solution #${id}: error\n  commented.solution:${at + 1}:1: error E_GET_KITCHEN_COUNT: a network needs exactly one get-kitchen, this one has 0\n`);
    expect(r.err).toBe('2 recipes: 1 ran, 0 unexecutable, 1 error');
    expect(r.status).toBe(1);
    const scored = irlKitchen(['evaluate', '--input', 'commented.solution'], {}, dir);
    expect(scored.err).toContain(`commented.solution:${at + 1}:1: error E_UNKNOWN_RECIPE: recipe ${id} is not one of the benchmark's 30 gold recipes`);
  });

  it('a file in Latin-1 is refused at its first byte that is not UTF-8', () => {
    const [[shown]] = shownBlocks('"the text is not UTF-8"');
    const dir = subfolder('latin1');
    // é (E9 in Latin-1) at line 3, column 14, where the page shows it
    writeFileSync(join(dir, 'trays.solution'), Buffer.concat([Buffer.from('#afghan-biscuits\n(get-kitchen ?kitchen)\n(fetch ?tray '), Buffer.from([0xe9]), Buffer.from(' ?ks-1 ?kitchen baking-tray 1)\n')]));
    const r = irlKitchen(['run', 'trays.solution'], {}, dir);
    expect(r.err).toBe(shown);
    expect(r.out).toBe('');
    expect(r.status).toBe(2);
  });

  it('a file after --metrics is read as a metric, alone or after a known one', () => {
    const [[shown]] = shownBlocks('"unknown metric …" naming a file, or "unknown flag" from cookingbot-evaluator');
    const after = irlKitchen(['evaluate', '--input', TUTORIAL, '--metrics', 'smatch-score', 'prediction.solution']);
    expect(after.err).toBe(shown);
    expect(after.status).toBe(2);
    const alone = irlKitchen(['evaluate', '--input', TUTORIAL, '--metrics', 'prediction.solution']);
    expect(alone.err).toMatch(/^irl-kitchen: no known metric among prediction\.solution \(a file\? /);
    expect(alone.status).toBe(2);
    const evaluator = spawnSync(process.execPath, [join(ROOT, 'bin/cookingbot-evaluator.js'), '-input', TUTORIAL, '-output', '-', '-metrcs', 'all'], { cwd: folder, encoding: 'utf8', timeout: 120_000 });
    expect(evaluator.stderr).toContain('-metrcs: unknown flag (did you mean -metrics?)');
    expect(evaluator.status).toBe(2);
  });

  it('an option given twice keeps the last, and a short option refuses "="', () => {
    const [[twice, equals]] = shownBlocks('"given twice" or "argument \'=2\' is invalid"');
    const dir = subfolder('twice');
    const r = irlKitchen(['evaluate', '--input', join(ROOT, TUTORIAL), '--output', 'a.csv', '--output', 'b.csv', '--quiet'], {}, dir);
    expect(r.err).toBe(twice);
    expect(readFileSync(join(dir, 'b.csv'), 'utf8')).toMatch(/^recipe-id,/);
    expect(r.status).toBe(0);
    const short = irlKitchen(['evaluate', '--input', TUTORIAL, '-j=2']);
    expect(short.err).toBe(equals);
    expect(short.status).toBe(2);
  });

  it("the extension example's rules without its ontology file", () => {
    const [shown] = shownBlocks("The extension example's rules are refused");
    const r = irlKitchen(['rules', 'check', 'examples/extension/rules']);
    expect(r.out.split('\n')).toEqual(shown);
    expect(r.status).toBe(1);
    expect(irlKitchen(['rules', 'check', 'examples/extension/rules', '--ontology', 'examples/extension/ontology.yaml']).status).toBe(0);
  });

  it('an ontology file refused at the line and column of its entry', () => {
    const [[kitchen, superclass, slot]] = shownBlocks('An ontology file is refused');
    const files: [string, string][] = [
      ['my-kitchen.yaml', 'kitchens:\n  - name: full-kitchen\n    places:\n      - fridge:\n          contents:\n          - medium-bowl\n          - nosuchclass\n'],
      ['my-classes.yaml', 'classes:\n  foo:\n    is-a: [ingrediant]\n'],
      ['my-classes.yaml', 'classes:\n  foo: {is-a: [ingredient]}\n  # a slot the engine reads as a list\n  my-bowl: {is-a: [bowl], slots: {contents: 7}}\n'],
    ];
    const shown = [kitchen, superclass, slot];
    files.forEach(([name, text], i) => {
      const dir = subfolder(`ontology-${i}`);
      writeFileSync(join(dir, name), text);
      const r = irlKitchen(['run', join(ROOT, TUTORIAL), '--ontology', name], {}, dir);
      expect(r.err).toBe(shown[i]);
      expect(r.out).toBe('');
      expect(r.status).toBe(2);
    });
  });

  it('view --open without a display says where the page is, and exits 0', () => {
    const [[shown]] = shownBlocks('`view --open` opens nothing');
    const dir = subfolder('open');
    const r = irlKitchen(['view', 'almond-crescent-cookies.solution', '--output', 'almond.html', '--open'], { DISPLAY: undefined, WAYLAND_DISPLAY: undefined }, dir);
    expect(r.err.split('\n')).toContain(shown);
    expect(r.status).toBe(0);
  });

  describe('the port is in use', () => {
    let taken: Server;
    beforeAll(() => new Promise<void>((listening) => (taken = createServer().listen(0, '127.0.0.1', listening))));
    afterAll(() => new Promise<void>((closed) => taken.close(() => closed())));

    it('is refused in one line, naming the port and what to do', () => {
      const [[shown]] = shownBlocks('The port is in use');
      const address = taken.address();
      if (address === null || typeof address === 'string') throw new Error('no port');
      const r = irlKitchen(['serve', '--port', String(address.port), '--workers', '1']);
      expect(r.err).toBe(shown.replace('8080', String(address.port)));
      expect(r.status).toBe(2);
    });
  });

  it('a heap limit too small for the threads is refused at start', () => {
    const [shown] = shownBlocks('Memory');
    const threads = Number(/for (\d+) worker threads/.exec(shown[0])?.[1]);
    // --workers N runs N request threads and one for light work (serve --help)
    const r = irlKitchen(['serve', '--heap-limit', '1', '--workers', String(threads - 1)]);
    expect(r.err).toBe(shown[0]);
    expect(r.status).toBe(2);
  });

  it('files joined with cat without a final newline: the first recipe scored, the second refused at the glued header', () => {
    const dir = subfolder('joined');
    writeFileSync(join(dir, 'a.solution'), '#afghan-biscuits\n(get-kitchen ?kitchen)');
    writeFileSync(join(dir, 'b.solution'), '#almond-crescent-cookies\n(get-kitchen ?kitchen)\n');
    writeFileSync(join(dir, 'both.solution'), readFileSync(join(dir, 'a.solution'), 'utf8') + readFileSync(join(dir, 'b.solution'), 'utf8'));
    const r = irlKitchen(['evaluate', '--input', 'both.solution'], {}, dir);
    const rows = r.out.split('\n').slice(1).map((row) => row.split(','));
    expect(rows.map(([id]) => id)).toEqual(['afghan-biscuits', 'almond-crescent-cookies']);
    expect(rows[0].slice(1)).not.toContain('NIL');
    expect(rows[1].slice(1)).toEqual(['NIL', 'NIL', 'NIL']);
    expect(r.err).toContain('both.solution:2:23: error E_SYNTAX:');
    expect(r.err).toContain('put a line break before #almond-crescent-cookies');
    expect(r.status).toBe(1);
    // the page's loop joins them with the line break in
    const loop = [...PAGE.matchAll(/^for f in a\.solution b\.solution;.*$/gm)].map(([line]) => line);
    expect(loop).toHaveLength(1);
    const joined = spawnSync('bash', ['-c', loop[0]], { cwd: dir, encoding: 'utf8' });
    expect(joined.status).toBe(0);
    const again = irlKitchen(['evaluate', '--input', 'both.solution', '--quiet'], {}, dir);
    expect(again.out.split('\n').slice(1).map((row) => row.split(',')[0])).toEqual(['afghan-biscuits', 'almond-crescent-cookies']);
  });
  it('a long option with one dash, an unknown metric, and Ctrl-C while loading or reading standard input', async () => {
    const [[oneDash, metric, loading, reading]] = shownBlocks(`"unknown option '-json'", "… in --metrics" or "interrupted (Ctrl-C)"`);
    const json = irlKitchen(['run', '-json', TUTORIAL]);
    expect(json.err).toBe(oneDash);
    expect(json.status).toBe(2);
    const scroe = irlKitchen(['evaluate', '--input', TUTORIAL, '--metrics', 'smatch-scroe']);
    expect(scroe.err).toBe(metric);
    expect(scroe.status).toBe(2);
    // standard input left open: the signal alone ends the wait
    const piped = start(['evaluate', '--input', '-']);
    await blockedOnInput(piped.child.pid!);
    piped.child.kill('SIGINT');
    const stdin = await piped.exited;
    expect(stdin.err.trimEnd()).toBe(reading);
    expect(stdin.code).toBe(130);
    // while loading: what the command says when a signal comes before it listens itself (when that
    // is depends on the machine's load; cli3probe-signals.test.ts tests that the handler is in place)
    const said = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const exit = vi.spyOn(process, 'exit').mockImplementation(((code: number) => {
      throw new Error(`exit ${code}`);
    }) as never);
    try {
      expect(() => interruptedWhileLoading('irl-kitchen', 'SIGINT')).toThrow('exit 130');
      expect(String(said.mock.calls[0][0]).trimEnd()).toBe(loading);
    } finally {
      said.mockRestore();
      exit.mockRestore();
    }
  });
});
