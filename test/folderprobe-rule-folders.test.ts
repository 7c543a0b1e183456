// A rules folder as a rule author gives it: a misspelt folder, the folder above the rules folder,
// a rule file for its folder, and rules that need an ontology file beside them that is not loaded.
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ruleFolderProblem } from '../src/rules/rule-folder.ts';
import { Simulator } from '../src/simulator.ts';
import { runCli } from './support/cli.ts';
import { refusal } from './support/thrown.ts';

const EXAMPLE_RULES = join('examples', 'extension', 'rules');
const dir = mkdtempSync(join(tmpdir(), 'folderprobe-'));
const project = join(dir, 'project');
mkdirSync(join(project, 'rules'), { recursive: true });
cpSync(join(EXAMPLE_RULES, 'toast.pl'), join(project, 'rules', 'toast.pl'));
writeFileSync(join(project, 'rulez.txt'), 'a file, not a folder');

describe('a rules folder that does not exist', () => {
  it('a misspelt folder: the closest folder beside it', () => {
    expect(ruleFolderProblem(join(project, 'rulez'))).toMatch(/: cannot read rules folder: .*\(ENOENT\) \(did you mean (.*)\?\)$/);
    expect(ruleFolderProblem(join(project, 'rulez'))).toContain(`(did you mean ${join(project, 'rules')}?)`);
  });

  it('a misspelt folder higher up: the whole path put right', () => {
    expect(ruleFolderProblem(join(dir, 'projcet', 'rules'))).toContain(`(did you mean ${join(project, 'rules')}?)`);
  });

  it('nothing close: no guess; a file of a close name is not a folder to give', () => {
    expect(ruleFolderProblem(join(project, 'zzzzzzzz'))).not.toContain('did you mean');
    mkdirSync(join(dir, 'only-files'));
    writeFileSync(join(dir, 'only-files', 'rules'), 'x');
    expect(ruleFolderProblem(join(dir, 'only-files', 'rulez'))).not.toContain('did you mean');
  });

  it('the command line says the same', async () => {
    const r = await runCli(['rules', 'check', join(project, 'rulez')]);
    expect(r.code).toBe(2);
    expect(r.err.join('\n')).toContain(`(did you mean ${join(project, 'rules')}?)`);
  });
});

describe('a folder without rule files', () => {
  it('the folder above a rules folder: the subfolder to give', () => {
    expect(ruleFolderProblem(project)).toMatch(/holds no rule file: .*; its subfolder holds rule files: give (.*)$/);
    expect(ruleFolderProblem(project)!.endsWith(`give ${join(project, 'rules')}`)).toBe(true);
  });

  it('a folder of folders: each that holds rule files, none that does not', () => {
    const top = join(dir, 'folders');
    for (const sub of ['a', 'b', 'docs']) mkdirSync(join(top, sub), { recursive: true });
    writeFileSync(join(top, 'a', 'x.pl'), '');
    writeFileSync(join(top, 'b', 'y.pl'), '');
    writeFileSync(join(top, 'docs', 'README.md'), '');
    expect(ruleFolderProblem(top)).toContain(`its subfolders hold rule files: give ${join(top, 'a')} or ${join(top, 'b')}`);
    expect(ruleFolderProblem(top)).not.toContain(join(top, 'docs'));
  });

  it('an empty folder, and one with only a README: no subfolder to give', () => {
    const empty = join(dir, 'empty');
    const readme = join(dir, 'readme');
    mkdirSync(empty);
    mkdirSync(readme);
    writeFileSync(join(readme, 'README.md'), 'rules go here');
    expect(ruleFolderProblem(empty)).toBe(`${empty} holds no rule file: a rule file's name ends in .pl and does not start with _ (it is empty)`);
    expect(ruleFolderProblem(readme)).toBe(`${readme} holds no rule file: a rule file's name ends in .pl and does not start with _ (it holds README.md)`);
  });

  it('--rules with the folder above: the subfolder to give', async () => {
    const r = await runCli(['actions', '--rules', join('examples', 'extension')]);
    expect(r.code).toBe(2);
    expect(r.err.join('\n')).toContain(`give ${EXAMPLE_RULES}`);
  });
});

describe('a rule file given for its folder', () => {
  const file = join(project, 'rules', 'toast.pl');
  const said = `${file} is a rule file, not a folder: give its folder, ${join(project, 'rules')}`;

  it('the library names the folder', () => {
    expect(refusal(() => new Simulator({ rulesDirs: [file] }))).toBe(said);
  });

  it('--rules names the folder', async () => {
    const r = await runCli(['actions', '--rules', file]);
    expect(r.code).toBe(2);
    expect(r.err.join('\n')).toContain(said);
  });
});

describe('rules that need the ontology file beside them', () => {
  const ontology = join('examples', 'extension', 'ontology.yaml');

  it('without it: the file named, and how to load it', () => {
    const said = refusal(() => new Simulator({ rulesDirs: [EXAMPLE_RULES] }));
    expect(said).toContain('whipped is not a slot of homogeneous-mixture');
    expect(said).toContain(`load that file: --ontology ${ontology}, or ontologyFiles in the library`);
  });

  it('with it: the rules load', () => {
    expect(new Simulator({ rulesDirs: [EXAMPLE_RULES], ontologyFiles: [ontology] }).inventory.get('whip-to-stiff-peaks')).toBeDefined();
  });

  it('an ontology file in the rules folder itself is named; none near: no such words', () => {
    const alone = join(dir, 'alone', 'rules');
    const withYml = join(dir, 'with-yml');
    mkdirSync(alone, { recursive: true });
    mkdirSync(withYml);
    cpSync(join(EXAMPLE_RULES, 'whip-to-stiff-peaks.pl'), join(alone, 'whip.pl'));
    cpSync(join(EXAMPLE_RULES, 'whip-to-stiff-peaks.pl'), join(withYml, 'whip.pl'));
    writeFileSync(join(withYml, 'classes.yml'), 'not: [read');
    expect(refusal(() => new Simulator({ rulesDirs: [alone] }))).not.toContain('--ontology');
    // the file is named, not read: it does not parse
    expect(refusal(() => new Simulator({ rulesDirs: [withYml] }))).toContain(`--ontology ${join(withYml, 'classes.yml')}`);
  });

  it('an unknown class in a rule: the same hint', () => {
    const typed = join(dir, 'typed', 'rules');
    mkdirSync(typed, { recursive: true });
    writeFileSync(join(dir, 'typed', 'ontology.yaml'), 'classes: {}\n');
    writeFileSync(join(typed, 'peel.pl'), ["action(peel, 'peel a fruit').", 'slot(peeled, out, peelable_fruit).', 'mode(1, [], [peeled]).', 'time(_, peeled, 0).'].join('\n') + '\n');
    const said = refusal(() => new Simulator({ rulesDirs: [typed] }));
    expect(said).toMatch(/peel\.pl:2:\d+: slot peeled has the undeclared type peelable_fruit/);
    expect(said).toContain(`--ontology ${join(dir, 'typed', 'ontology.yaml')}`);
  });
});
