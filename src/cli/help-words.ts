// `help WORDS`: commander's help command looks one word deep (`help rules check` printed the help
// of `rules`) and answers an unknown word with the whole help on standard error and no message.
// Here every word is followed down the command tree, and a word naming no command is a usage
// error with the closest names.
import type { Command } from 'commander';
import { didYouMean } from '../did-you-mean.ts';
import { InputError } from '../errors.ts';

/** The command a word names among `cmd`'s subcommands (by name or alias), or undefined. */
const subcommand = (cmd: Command, word: string) => cmd.commands.find((c) => c.name() === word || c.aliases().includes(word));

/**
 * When `argv` asks for help by the word `help` (`help run`, `help rules check`, `rules help
 * check`), prints the help of the command the words after it name and exits through commander
 * (status 0); otherwise returns and lets commander parse `argv`.
 */
export function helpByWords(cli: Command, argv: string[]): void {
  let cmd = cli;
  let i = 0;
  for (let sub = subcommand(cmd, argv[0] ?? ''); sub; sub = subcommand(cmd, argv[i] ?? '')) {
    cmd = sub;
    i++;
  }
  if (argv[i] !== 'help' || !cmd.commands.length) return;
  for (const word of argv.slice(i + 1).filter((w) => !w.startsWith('-'))) {
    const sub = subcommand(cmd, word);
    if (!sub) throw new InputError(`help: unknown command '${word}'${didYouMean(word, cmd.commands.map((c) => c.name()))} (see --help)`);
    cmd = sub;
  }
  cmd.help();
}
