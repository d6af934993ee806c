import type { Move, SourceLocation } from "./types.js";

/** Base class, so callers can catch everything an engine throws on purpose with one check. */
export class LudicError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/**
 * A move the rules do not allow, or a malformed one. The state given to `applyMove` is
 * unchanged. `rule` points at the rule that refused it (the decision it does not fit).
 */
export class IllegalMoveError extends LudicError {
  constructor(
    code: "not-your-turn" | "game-over" | "malformed" | "unknown-action" | "not-allowed",
    message: string,
    readonly move: unknown,
    readonly rule: SourceLocation | null,
  ) {
    super(code, message);
  }
}

/** `setup()`, `position()` or `replay()` was given something the game does not allow. */
export class InvalidSetupError extends LudicError {}

/**
 * A state given to the engine fails an integrity check: it is not one the engine could have
 * produced (a card in two places or none, a frame naming no rule, a value of the wrong shape).
 * States that went through JSON are checked the first time the engine sees them.
 */
export class InvalidStateError extends LudicError {
  constructor(message: string) {
    super("invalid-state", message);
  }
}

/**
 * The rules themselves went wrong while running (a `first()` of nothing, a decision with no
 * option and no `otherwise`): a bug in the rules file, reported where it is written.
 */
export class RulesError extends LudicError {
  constructor(
    message: string,
    readonly rule: SourceLocation,
  ) {
    super("rules-error", `${message} (${rule.file}:${rule.line}:${rule.column})`);
  }
}

export function describeMove(m: Move): string {
  const args = Object.entries(m.args)
    .map(([k, v]) => `${k}=${v}`)
    .join(" ");
  return `seat ${m.seat} ${m.action}${args ? ` ${args}` : ""}`;
}
