/** fast-check arbitraries of rules mutants: which game, which file, which mutations. */
import { lex } from "@ludic/lang";
import fc from "fast-check";
import { allFiles, corpus } from "../corpus.js";
import type { Mutation, RulesMutant } from "./mutations.js";

/**
 * Texts an attacker would put where a name, a string or a number goes: comment closers and
 * template syntax that could escape generated code, JavaScript's and the generated code's own
 * names, numbers at the edges of what the runtime can hold.
 */
export const HOSTILE_TEXTS: readonly string[] = [
  '"T */ globalThis.__ludicFuzzPwned = 1; /* "',
  '"${globalThis.__ludicFuzzPwned = 1}"',
  '"`"',
  '"\\\\"',
  '"\\"; globalThis.__ludicFuzzPwned = 1; //"',
  '"</script><script>1</script>"',
  '"\u2028"',
  '"\u2029"',
  "constructor",
  "__proto__",
  "toString",
  "hasOwnProperty",
  "valueOf",
  "prototype",
  "Object",
  "State",
  "Move",
  "Array",
  "st",
  "Z",
  "CARD_IDS",
  "default",
  "class",
  "function",
  "return",
  "await",
  "0",
  "2147483648",
  "4294967296",
  "9007199254740991",
  "99999999999999999999",
];

/** Hostile string literals, for where a rules file writes titles, labels and card ids. */
export const HOSTILE_STRINGS: readonly string[] = HOSTILE_TEXTS.filter((t) => t.startsWith('"'));
/** Hostile names, for where a rules file names actions, parameters, enums, locals. */
export const HOSTILE_NAMES: readonly string[] = HOSTILE_TEXTS.filter((t) => /^[A-Za-z_]/.test(t));

/** Characters that have tripped lexers, escapers and terminals. */
export const UNICODE_CHARS: readonly string[] = [
  "\u2028",
  "\u2029",
  "\uFEFF",
  "\uD800",
  "\uDFFF",
  "\u202E",
  "\u200F",
  "\u200B",
  "\u0000",
  "\u0301",
  "\r",
  "\t",
  "\u00A0",
  "𝔘",
  "é",
];

const NESTINGS: readonly { open: string; close: string }[] = [
  { open: "(", close: ")" },
  { open: "[", close: "]" },
  { open: "list<", close: ">" },
  { open: "if true { ", close: " }" },
  { open: "not ", close: "" },
  { open: "-", close: "" },
];

const CHAINS: readonly string[] = [" + 1", " and true", " or false", " * 1", ".x"];

let vocabulary: string[] | null = null;

/** Every distinct token text of the corpus (the real lexer's tokens), then the hostile texts. */
export function tokenVocabulary(): string[] {
  if (!vocabulary) {
    const seen = new Set<string>();
    for (const f of allFiles()) for (const t of lex(f.text, f.path).tokens) seen.add(t.image);
    vocabulary = [...[...seen].sort(), ...HOSTILE_TEXTS];
  }
  return vocabulary;
}

export interface RulesArbitraryOptions {
  /** Upper bound of the huge mutations (nesting depth, chain length, copies of the file). */
  hugeScale?: number;
}

export function mutationArbitrary(opts: RulesArbitraryOptions = {}): fc.Arbitrary<Mutation> {
  const scale = opts.hugeScale ?? 1;
  const pos = fc.nat({ max: 1_000_000 });
  const words = tokenVocabulary();
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc.record({ kind: fc.constant("flip" as const), at: pos, bit: fc.nat({ max: 7 }) }),
    },
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant("delete" as const),
        token: pos,
        count: fc.integer({ min: 1, max: 8 }),
      }),
    },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant("duplicate" as const), token: pos }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant("swap" as const), a: pos, b: pos }) },
    {
      weight: 6,
      arbitrary: fc.record({
        kind: fc.constant("replace" as const),
        token: pos,
        text: fc.constantFrom(...words),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.oneof(
        fc.record({
          kind: fc.constant("hostile" as const),
          token: pos,
          text: fc.constantFrom(...HOSTILE_STRINGS),
          where: fc.constant("string" as const),
        }),
        fc.record({
          kind: fc.constant("hostile" as const),
          token: pos,
          text: fc.constantFrom(...HOSTILE_NAMES),
          where: fc.constant("identifier" as const),
        }),
      ),
    },
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant("splice" as const),
        from: fc.nat({ max: allFiles().length - 1 }),
        start: pos,
        length: fc.integer({ min: 1, max: 60 }),
        at: pos,
      }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant("truncate" as const), at: pos }) },
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant("unicode" as const),
        at: pos,
        char: fc.constantFrom(...UNICODE_CHARS),
        inString: fc.boolean(),
      }),
    },
    {
      weight: 1,
      arbitrary: fc
        .record({
          token: pos,
          nesting: fc.constantFrom(...NESTINGS),
          depth: fc.integer({ min: 1, max: Math.round(12_000 * scale) }),
        })
        .map(({ token, nesting, depth }) => ({ kind: "nest" as const, token, ...nesting, depth })),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant("chain" as const),
        token: pos,
        glue: fc.constantFrom(...CHAINS),
        times: fc.integer({ min: 1, max: Math.round(6_000 * scale) }),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant("grow" as const),
        times: fc.integer({ min: 1, max: Math.max(1, Math.round(8 * scale)) }),
      }),
    },
  );
}

export function rulesMutantArbitrary(opts: RulesArbitraryOptions = {}): fc.Arbitrary<RulesMutant> {
  const games = corpus();
  return fc
    .record({
      game: fc.nat({ max: games.length - 1 }),
      file: fc.nat({ max: 50 }),
      mutations: fc.array(mutationArbitrary(opts), { minLength: 1, maxLength: 3 }),
    })
    .map((m) => ({ ...m, file: m.file % (games[m.game]?.files.length ?? 1) }));
}
