// commander's Command with the project's "did you mean": commander's own suggestion reads
// "\n(Did you mean --json?)", unlike every other message of the command line; here an unknown
// option or command gets did-you-mean.ts's ` (did you mean --json?)`, from the same names
// commander would offer (the visible options of the command and of its parents, the visible
// commands and their aliases), and so does a value outside an option's choices.
import { Command, InvalidArgumentError, type Option } from 'commander';
import { didYouMean } from '../did-you-mean.ts';

export class CliCommand extends Command {
  /** Subcommands made by `.command()` are CliCommands too. */
  override createCommand(name?: string): Command {
    return new CliCommand(name);
  }

  /** An option with choices: a value close to one of them gets the "did you mean" too. */
  override addOption(option: Option): this {
    const choices = option.argChoices;
    const parse = option.parseArg;
    if (choices && parse) {
      option.parseArg = <T>(value: string, previous: T): T => {
        try {
          return parse.call(option, value, previous) as T;
        } catch (e) {
          if (!(e instanceof InvalidArgumentError)) throw e;
          throw new InvalidArgumentError(`Allowed choices are ${choices.join(', ')}${didYouMean(value, choices)}.`);
        }
      };
    }
    return super.addOption(option);
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
