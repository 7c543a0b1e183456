// Slips commander lets through, caught before a command does any work: a word it has no place for
// (`evaluate x.solution`, without --input) named with where it belongs, and an option whose value
// is another option (`--input --output x.csv`), which commander would take as a file name, and an
// empty file or folder name (`run ''`), which the file system would read as the working folder.
// And a long option with one dash (`-input`, the reference evaluator's habit), which commander
// reads as short options: `-json` as `-j son` ("--jobs must be an integer").
import type { Command, Option } from 'commander';
import { didYouMean } from '../did-you-mean.ts';
import { InputError } from '../errors.ts';

/** Throws an InputError naming the stray word or the option left without its value. */
export function checkParsedArgs(cmd: Command): void {
  const flags = new Set(cmd.options.flatMap((o) => [o.long, o.short]).filter((f): f is string => !!f));
  flags.add('--help').add('-h');
  const values = cmd.opts();
  for (const option of cmd.options) {
    const given: unknown = values[option.attributeName()];
    for (const value of Array.isArray(given) ? given : [given]) {
      if (typeof value === 'string' && flags.has(value.split('=')[0])) throw new InputError(`option '${option.flags}' argument missing: ${value} is an option, not its value (see --help)`);
    }
  }
  refuseEmptyNames(cmd);
  const declared = cmd.registeredArguments;
  if (!declared.at(-1)?.variadic && cmd.args.length > declared.length) {
    const stray = cmd.args.slice(declared.length);
    const where = cmd.options.some((o) => o.long === '--input') ? ' (input files go after --input)' : '';
    throw new InputError(`too many arguments for '${cmd.name()}': ${stray.join(' ')}${where} (see --help)`);
  }
}

/** What an empty value of a placeholder would leave unnamed: `<file>`, `<files...>`, `<dir>`. */
const NAMED: Record<string, string> = { file: 'file name', files: 'file name', dir: 'folder name' };

/** Throws an InputError naming the option or argument given an empty file or folder name. */
function refuseEmptyNames(cmd: Command): void {
  const values = cmd.opts();
  const given: [string, string | undefined, unknown][] = [
    ...cmd.options.map((o): [string, string | undefined, unknown] => [o.long ?? o.flags, /<(\w+)(?:\.\.\.)?>/.exec(o.flags)?.[1], values[o.attributeName()]]),
    ...cmd.registeredArguments.map((a, i): [string, string | undefined, unknown] => [`${commandPath(cmd)} <${a.name()}>`, a.name(), cmd.processedArgs[i]]),
  ];
  for (const [where, placeholder, value] of given) {
    const what = placeholder && NAMED[placeholder];
    if (what && (Array.isArray(value) ? value : [value]).includes('')) throw new InputError(`${where}: the ${what} is empty`);
  }
}

/** The words that name `cmd` after the program's name: `rules check`. */
const commandPath = (cmd: Command): string => (cmd.parent?.parent ? `${commandPath(cmd.parent)} ${cmd.name()}` : cmd.name());

/** The command the leading words of `argv` name (`rules check`), and the options it and the commands above it take. */
function namedCommand(cli: Command, argv: readonly string[]): { options: Option[] } {
  let cmd = cli;
  for (const word of argv) {
    const sub = cmd.commands.find((c) => c.name() === word || c.aliases().includes(word));
    if (!sub) break;
    cmd = sub;
  }
  const options: Option[] = [];
  for (let c: Command | null = cmd; c; c = c.parent) options.push(...c.options);
  return { options };
}

/**
 * How commander reads `-word` as short options: `cluster`, switches then at most one option whose
 * value follows without a letter (`-qj2`); `letters`, an option whose value would be the letters
 * after it (`-json`: `-j son`); `unknown`, a letter that is no short option.
 */
function shortOptionsReading(word: string, options: readonly Option[]): 'cluster' | 'letters' | 'unknown' {
  for (let i = 0; i < word.length; i++) {
    const option = options.find((o) => o.short === `-${word[i]}`);
    if (!option) return 'unknown';
    if (option.required || option.optional) return /^[a-z]/i.test(word.slice(i + 1)) ? 'letters' : 'cluster';
  }
  return 'cluster';
}

/**
 * Throws an InputError for `-input` or `-json`, a long option written with one dash, naming the
 * option meant (or the option whose choice it is: `evaluate -json`, --format json); also for a
 * word commander would read as a short option with letters for its value (`-jobz`: `-j obz`). A
 * word that is a real cluster of short options (`-qj2`), or another unknown one, is left to
 * commander.
 */
export function checkSingleDashOptions(cli: Command, argv: readonly string[]): void {
  const { options } = namedCommand(cli, argv);
  // --help is commander's own, in no command's list of options
  const longs = [...options.filter((o) => !o.hidden && o.long).map((o) => o.long as string), '--help'];
  for (const arg of argv) {
    if (arg === '--') return;
    const word = /^-([a-z][a-z-]+)(?:=.*)?$/i.exec(arg)?.[1];
    if (!word) continue;
    const exact = longs.includes(`--${word}`);
    const reading = shortOptionsReading(word, options);
    if (!exact && reading === 'cluster') continue;
    const given = arg.split('=')[0];
    const hint = exact ? ` (did you mean --${word}?)` : didYouMean(`--${word}`, longs);
    if (hint) throw new InputError(`unknown option '${given}'${hint}: a long option takes two dashes (see --help)`);
    // `evaluate -json`: the choice of an option, written as if it were one
    const choice = choiceHint(word, options);
    if (choice) throw new InputError(`unknown option '${given}'${choice} (see --help)`);
    // commander would read `-jobz` as `-j obz` and refuse "obz" as a number of jobs
    if (reading === 'letters') throw new InputError(`unknown option '${given}': a long option takes two dashes, and there is no --${word} here (see --help)`);
  }
}

/** ` (did you mean --format json?)` for `-json` where `json` is a choice of an option, not an option. */
function choiceHint(word: string, options: readonly Option[]): string {
  const option = options.find((o) => !o.hidden && o.long && o.argChoices?.includes(word.toLowerCase()));
  return option ? ` (did you mean ${option.long} ${word.toLowerCase()}?)` : '';
}
