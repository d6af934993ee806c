/**
 * Where a command writes and reads. Commands never touch process.stdout/stdin directly,
 * so tests can run them in-process and look at what they printed.
 */
export interface Io {
  out(text: string): void;
  err(text: string): void;
  /** The next line typed by the user, or null once input has ended. */
  readLine(prompt: string): Promise<string | null>;
  /** True when a person is watching a terminal (colours, delays); false for pipes and tests. */
  interactive: boolean;
  /** Waits, so a person can follow the bot's moves; tests pass a no-op. */
  sleep(ms: number): Promise<void>;
  /**
   * A progress line on stderr, redrawn in place on a terminal; `final` ends it with a newline.
   * Without a terminal only the final line is written.
   */
  progress(text: string, final: boolean): void;
}

/** An Io for tests: scripted input lines, captured output. */
export function memoryIo(input: string[] = []): Io & { stdout: string[]; stderr: string[] } {
  const lines = [...input];
  const stdout: string[] = [];
  const stderr: string[] = [];
  return {
    stdout,
    stderr,
    interactive: false,
    out: (t) => stdout.push(t),
    err: (t) => stderr.push(t),
    readLine: async (prompt) => {
      stdout.push(prompt);
      return lines.length > 0 ? (lines.shift() as string) : null;
    },
    sleep: async () => {},
    progress: (t, final) => {
      if (final) stderr.push(t);
    },
  };
}
