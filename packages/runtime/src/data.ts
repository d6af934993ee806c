/**
 * Helpers for the data constructs of the rules language: `match`, optional values and list
 * builtins. Generated engines call them; each is small and pure.
 */
import { RulesError } from "./errors.js";
import type { SourceLocation } from "./types.js";

/** A `match` without `else` met a value none of its arms names. */
export function noMatch(value: string, where: SourceLocation): never {
  throw new RulesError(`no arm of this match is ${value}`, where);
}
