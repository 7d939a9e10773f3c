// The CLI's two kinds of refusal, in a module of their own so that every command can throw them and `cli.ts`
// can tell them apart without loading the scenario reader (see scenarioRef.ts).

/** A mistake in the command line: printed without a stack trace, exit code 64 (EXIT.usage). */
export class CliError extends Error {}

/** An input that cannot be read or is invalid (a file, a scenario): printed as it is, exit code 1 (EXIT.input). */
export class CliInputError extends CliError {}
