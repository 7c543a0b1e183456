// commander's Command with the project's "did you mean": commander's own suggestion reads
// "\n(Did you mean --json?)", unlike every other message of the command line; here an unknown
// option or command gets did-you-mean.ts's ` (did you mean --json?)`, from the same names
// commander would offer (the visible options of the command and of its parents, the visible
// commands and their aliases), and so does a value outside an option's choices.
// Two more slips commander lets through: an option of one value given twice with two values (the
// last wins, as on most command lines, so that a script may override its defaults, but no longer
// without a word: `--output a.csv --output b.csv` wrote only b.csv), and `-j=2`, whose value
// commander reads as `=2`.
import { Command, InvalidArgumentError, type Option } from 'commander';
import { didYouMean, didYouMeanChoice } from '../did-you-mean.ts';

type ParseArg = NonNullable<Option['parseArg']>;

/** `parse` with `more(value)` added to the message of the InvalidArgumentError it throws. */
function explained(parse: ParseArg, option: Option, more: (value: string) => string): ParseArg {
  return <T>(value: string, previous: T): T => {
    try {
      return parse.call(option, value, previous) as T;
    } catch (e) {
      if (!(e instanceof InvalidArgumentError)) throw e;
      throw new InvalidArgumentError(`${e.message.replace(/\.$/, '')}${more(value)}.`);
    }
  };
}

/** Whether an option takes one value, which a second occurrence would replace (not a repeatable or variadic one, not a switch). */
const singleValued = (option: Option) => (option.required || option.optional) && !option.variadic && !Array.isArray(option.defaultValue);

export class CliCommand extends Command {
  /** The value each single-valued option was given on this command line, by option name. */
  private readonly given = new Map<string, string>();

  /** Subcommands made by `.command()` are CliCommands too. */
  override createCommand(name?: string): Command {
    return new CliCommand(name);
  }

  override addOption(option: Option): this {
    const choices = option.argChoices;
    // a value close to one of the choices gets the "did you mean" too
    if (choices && option.parseArg) option.parseArg = explained(option.parseArg, option, (value) => didYouMeanChoice(value, choices));
    // `-j=2`: the '=' of the long form, which a short option does not take
    if (option.short && option.long && option.parseArg) {
      const { short, long } = option;
      option.parseArg = explained(option.parseArg, option, (value) => (value.startsWith('=') ? `; a short option takes its value without '=': ${short} ${value.slice(1)}, or ${long}=${value.slice(1)}` : ''));
    }
    super.addOption(option);
    if (singleValued(option)) this.on(`option:${option.name()}`, (value: string) => this.noteSecondValue(option, value));
    return this;
  }

  /** The same value twice is harmless; of two different ones the last is used, and the user is told. */
  private noteSecondValue(option: Option, value: string) {
    const earlier = this.given.get(option.name());
    this.given.set(option.name(), value);
    if (earlier === undefined || earlier === value) return;
    let root: Command = this;
    while (root.parent) root = root.parent;
    this.configureOutput().writeErr?.(`${root.name()}: note: option '${option.flags}' given twice, as '${earlier}' and as '${value}': the last, '${value}', is used\n`);
  }

  // commander calls these two (its typings leave them out)
  unknownOption(flag: string): never {
    // `--jsn=1` is the flag `--jsn` with a value; a short flag gets no suggestion, as in commander
    const name = flag.split('=')[0];
    const hint = name.startsWith('--') ? didYouMean(name, this.longFlags()) : '';
    return this.error(`error: unknown option '${flag}'${hint}`, { code: 'commander.unknownOption' });
  }

  unknownCommand(): never {
    const name = this.args[0];
    const known = this.createHelp().visibleCommands(this).flatMap((c) => [c.name(), ...c.aliases()]);
    return this.error(`error: unknown command '${name}'${didYouMean(name, known)}`, { code: 'commander.unknownCommand' });
  }

  /** The long flags this command accepts: its own visible ones and those of the commands above it. */
  private longFlags(): string[] {
    const flags: string[] = [];
    for (let cmd: Command | null = this; cmd; cmd = cmd.parent) {
      flags.push(...cmd.createHelp().visibleOptions(cmd).flatMap((o) => (o.long ? [o.long] : [])));
    }
    return flags;
  }
}
