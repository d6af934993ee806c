/**
 * Errors the CLI reports as a message and an exit code, never as a stack trace.
 * Anything else that reaches `main` is a bug in Ludic and is reported as one.
 */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
    this.name = "CliError";
  }
}

/** Wrong command line: exit code 2, and the caller prints the usage. */
export class UsageError extends CliError {
  constructor(message: string) {
    super(message, 2);
    this.name = "UsageError";
  }
}
