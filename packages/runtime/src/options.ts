/**
 * Setup options (`option name: T = default in … where …` in the rules): what `setup()` and
 * `position()` accept in `options`, checked against each option's type and allowed values.
 * Engines keep options in their state in the engine's own form (enum members by index); the
 * contract speaks JSON (enum members by name).
 */
import { InvalidSetupError } from "./errors.js";
import { setOwn } from "./own-key.js";
import type { GameOptions, OptionValue } from "./types.js";

export type OptionType =
  | { kind: "int" }
  | { kind: "bool" }
  | { kind: "str" }
  | { kind: "enum"; name: string; members: readonly string[] }
  | { kind: "list"; element: OptionType };

/** An option's default and allowed values in one variant, in the engine's form. */
export interface OptionInVariant {
  default: unknown;
  allowed: readonly unknown[] | null;
}

export interface OptionSpec {
  name: string;
  type: OptionType;
  /** Per variant index; null where the variant does not have the option. */
  variants: readonly (OptionInVariant | null)[];
}

/** A `where` condition of an option, tested once every option has its value. */
export interface OptionCheck<S> {
  option: string;
  variants: readonly number[];
  /** The rules text of the condition and where it is written. */
  text: string;
  test: (st: S) => boolean;
}

export function optionTypeText(t: OptionType): string {
  switch (t.kind) {
    case "enum":
      return t.name;
    case "list":
      return `list<${optionTypeText(t.element)}>`;
    default:
      return t.kind;
  }
}

function describeType(t: OptionType): string {
  switch (t.kind) {
    case "int":
      return "a whole number";
    case "bool":
      return "true or false";
    case "str":
      return "a string";
    case "enum":
      return `one of ${t.members.map((m) => JSON.stringify(m)).join(", ")}`;
    case "list":
      return `a list whose elements are each ${describeType(t.element)}`;
  }
}

/** A JSON value in the engine's form, or undefined when it does not have the option's type. */
export function optionFromJson(t: OptionType, value: unknown): unknown {
  switch (t.kind) {
    case "int":
      return typeof value === "number" && Number.isSafeInteger(value) ? value : undefined;
    case "bool":
      return typeof value === "boolean" ? value : undefined;
    case "str":
      return typeof value === "string" ? value : undefined;
    case "enum": {
      const i = typeof value === "string" ? t.members.indexOf(value) : -1;
      return i < 0 ? undefined : i;
    }
    case "list": {
      if (!Array.isArray(value)) return undefined;
      const out: unknown[] = [];
      for (const item of value) {
        const v = optionFromJson(t.element, item);
        if (v === undefined) return undefined;
        out.push(v);
      }
      return out;
    }
  }
}

/** An engine-form value as JSON (enum members by name). */
export function optionToJson(t: OptionType, value: unknown): OptionValue {
  switch (t.kind) {
    case "enum":
      return t.members[value as number] ?? String(value);
    case "list":
      return (value as unknown[]).map((v) => optionToJson(t.element, v));
    default:
      return value as OptionValue;
  }
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** `given` is an object (or absent) naming only options of `here`, or an InvalidSetupError. */
function checkNames(title: string, here: readonly OptionSpec[], given: GameOptions | undefined): void {
  if (given !== undefined && (typeof given !== "object" || given === null || Array.isArray(given))) {
    throw new InvalidSetupError("options", "options must be an object: { name: value, … }");
  }
  for (const name of Object.keys(given ?? {})) {
    if (here.some((s) => s.name === name)) continue;
    throw new InvalidSetupError(
      "options",
      here.length === 0
        ? `${title} has no options; got "${name}"`
        : `${title} has no option "${name}"; its options are ${here.map((s) => s.name).join(", ")}`,
    );
  }
}

/**
 * The options of a new game in variant `v`: the given ones, checked, and every other option's
 * default. Anything else is an InvalidSetupError that says what is allowed.
 */
export function readOptions(
  title: string,
  specs: readonly OptionSpec[],
  v: number,
  given: GameOptions | undefined,
): Record<string, unknown> {
  const here = specs.filter((s) => s.variants[v]);
  checkNames(title, here, given);
  // Only own properties read and written: an option may be named `__proto__` or `toString`.
  const out: Record<string, unknown> = {};
  for (const spec of here) {
    const inVariant = spec.variants[v] as OptionInVariant;
    const raw = given !== undefined && Object.hasOwn(given, spec.name) ? given[spec.name] : undefined;
    if (raw === undefined) {
      setOwn(out, spec.name, inVariant.default);
      continue;
    }
    const value = optionFromJson(spec.type, raw);
    if (value === undefined) {
      throw new InvalidSetupError(
        "options",
        `the option "${spec.name}" (${optionTypeText(spec.type)}) must be ${describeType(spec.type)}, not ${JSON.stringify(raw)}`,
      );
    }
    if (inVariant.allowed && !inVariant.allowed.some((a) => same(a, value))) {
      const allowed = inVariant.allowed.map((a) => JSON.stringify(optionToJson(spec.type, a))).join(", ");
      throw new InvalidSetupError(
        "options",
        `the option "${spec.name}" must be one of ${allowed}, not ${JSON.stringify(raw)}`,
      );
    }
    setOwn(out, spec.name, value);
  }
  return out;
}

/** Tests the options' `where` conditions on a state that holds the options. */
export function checkOptions<S>(checks: readonly OptionCheck<S>[], st: S, v: number): void {
  for (const c of checks) {
    if (c.variants.includes(v) && !c.test(st)) {
      throw new InvalidSetupError(
        "options",
        `these options break the rule of the option "${c.option}": ${c.text}`,
      );
    }
  }
}

/** Every option of a state, as JSON (for views and records). */
export function optionsToJson(specs: readonly OptionSpec[], v: number, values: object): GameOptions {
  const out: GameOptions = {};
  const all = values as Record<string, unknown>;
  for (const spec of specs) {
    if (spec.variants[v] && Object.hasOwn(all, spec.name))
      setOwn(out, spec.name, optionToJson(spec.type, all[spec.name]));
  }
  return out;
}

/**
 * Whether `given`, a state's options (the engine's form), are the options a new game of variant
 * `v` would have with these values: through JSON and back, the same (the state check, validate.ts).
 */
function sameOptions(
  title: string,
  specs: readonly OptionSpec[],
  v: number,
  given: Record<string, unknown>,
): boolean {
  try {
    const json: Record<string, unknown> = {};
    for (const spec of specs) {
      if (!spec.variants[v] || !Object.hasOwn(given, spec.name)) continue;
      setOwn(json, spec.name, optionToJson(spec.type, given[spec.name]));
    }
    return same(readOptions(title, specs, v, json as GameOptions), given);
  } catch {
    // Whatever went wrong, these are not the options of a game.
    return false;
  }
}

/**
 * What the contract does with options, as functions (rules.ts OPTION_CODE): a game with options
 * passes `optionCode`, a game without any `noOptions`, the same results and refusals for a game
 * whose OPTIONS and OPTION_CHECKS are empty, so a bundle of an engine without options holds none
 * of the code above (docs/performance.md, "2 December 2026, night — gzip").
 */
export interface OptionCode {
  read: typeof readOptions;
  check: typeof checkOptions;
  toJson: typeof optionsToJson;
  same: typeof sameOptions;
}

export const optionCode: OptionCode = {
  read: readOptions,
  check: checkOptions,
  toJson: optionsToJson,
  same: sameOptions,
};

/** The option code of a game with no options: only `{}` (or no options at all) is accepted. */
export const noOptions: OptionCode = {
  read: (title, _specs, _v, given) => {
    checkNames(title, [], given);
    return {};
  },
  check: () => {},
  toJson: () => ({}),
  // What sameOptions gives where there are no options: JSON and back is `{}`.
  same: (_title, _specs, _v, given) => {
    try {
      return JSON.stringify(given) === "{}";
    } catch {
      return false;
    }
  },
};
