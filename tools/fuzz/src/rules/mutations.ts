/**
 * How a rules file is mutated. A mutation is plain data (so a failing one prints as JSON and
 * shrinks with fast-check): every position in it is a number taken modulo the size of what it
 * indexes when it is applied, so any number means something and smaller numbers shrink toward
 * the start of the file.
 */
import { type LexResult, lex } from "@ludic/lang";

type IToken = LexResult["tokens"][number];

export type Mutation =
  /** Flips one bit of one byte of the file's UTF-8 (the result is decoded leniently). */
  | { kind: "flip"; at: number; bit: number }
  /** Removes `count` tokens from the `token`th on. */
  | { kind: "delete"; token: number; count: number }
  /** Writes the `token`th token twice. */
  | { kind: "duplicate"; token: number }
  /** Exchanges two tokens. */
  | { kind: "swap"; a: number; b: number }
  /** Replaces a token by another text: a token of some rules file or a hostile word. */
  | { kind: "replace"; token: number; text: string }
  /**
   * Replaces the `token`th string literal (or identifier) by a hostile text: where an attacker
   * writes a title, a label, a name.
   */
  | { kind: "hostile"; token: number; text: string; where: "string" | "identifier" }
  /** Inserts tokens `start…start+length` of corpus file `from` (another game, usually) before token `at`. */
  | { kind: "splice"; from: number; start: number; length: number; at: number }
  /** Cuts the file at a character. */
  | { kind: "truncate"; at: number }
  /** Inserts a character at a character offset, or inside the `at`th string literal when `inString`. */
  | { kind: "unicode"; at: number; char: string; inString: boolean }
  /** Writes `open` `depth` times before a token and `close` as many times after it. */
  | { kind: "nest"; token: number; open: string; close: string; depth: number }
  /** Writes `glue` `times` times after a token: a flat chain such as `+ 1 + 1 …`. */
  | { kind: "chain"; token: number; glue: string; times: number }
  /** Appends the file to itself until it is `times` copies long. */
  | { kind: "grow"; times: number };

export interface RulesMutant {
  /** Index of the game in corpus(). */
  game: number;
  /** Index of the mutated file within the game. */
  file: number;
  mutations: Mutation[];
}

function tokensOf(text: string): IToken[] {
  const { tokens, comments } = lex(text, "mutant.ludic");
  return [...tokens, ...comments].sort((a, b) => a.startOffset - b.startOffset);
}

function pick<T>(xs: readonly T[], n: number): T | undefined {
  return xs.length === 0 ? undefined : xs[Math.abs(n) % xs.length];
}

const encoder = new TextEncoder();
const decoder = new TextDecoder("utf-8", { fatal: false });

/** Text with `tokens[i]` replaced (or removed) by `f`. */
function editToken(text: string, token: IToken, replacement: string): string {
  return (
    text.slice(0, token.startOffset) + replacement + text.slice((token.endOffset ?? token.startOffset) + 1)
  );
}

function applyOne(text: string, m: Mutation, corpusFiles: readonly string[]): string {
  switch (m.kind) {
    case "flip": {
      const bytes = encoder.encode(text);
      if (bytes.length === 0) return text;
      const i = m.at % bytes.length;
      bytes[i] = (bytes[i] ?? 0) ^ (1 << (m.bit % 8));
      return decoder.decode(bytes);
    }
    case "truncate":
      return text.slice(0, text.length === 0 ? 0 : m.at % text.length);
    case "unicode": {
      if (m.inString) {
        const strings = tokensOf(text).filter((t) => t.image.startsWith('"') && t.image.length >= 2);
        const s = pick(strings, m.at);
        if (s) return `${text.slice(0, s.startOffset + 1)}${m.char}${text.slice(s.startOffset + 1)}`;
      }
      const at = text.length === 0 ? 0 : m.at % (text.length + 1);
      return text.slice(0, at) + m.char + text.slice(at);
    }
    case "grow":
      return text.repeat(Math.max(1, m.times));
    default:
      break;
  }
  const tokens = tokensOf(text);
  switch (m.kind) {
    case "delete": {
      const first = pick(tokens, m.token);
      if (!first) return text;
      const i = tokens.indexOf(first);
      const last = tokens[Math.min(tokens.length - 1, i + Math.max(0, m.count - 1))] ?? first;
      return text.slice(0, first.startOffset) + text.slice((last.endOffset ?? last.startOffset) + 1);
    }
    case "duplicate": {
      const t = pick(tokens, m.token);
      return t ? editToken(text, t, `${t.image} ${t.image}`) : text;
    }
    case "swap": {
      const a = pick(tokens, m.a);
      const b = pick(tokens, m.b);
      if (!a || !b || a === b) return text;
      const [first, second] = a.startOffset < b.startOffset ? [a, b] : [b, a];
      return (
        text.slice(0, first.startOffset) +
        second.image +
        text.slice((first.endOffset ?? first.startOffset) + 1, second.startOffset) +
        first.image +
        text.slice((second.endOffset ?? second.startOffset) + 1)
      );
    }
    case "replace": {
      const t = pick(tokens, m.token);
      return t ? editToken(text, t, m.text) : text;
    }
    case "hostile": {
      const candidates = tokens.filter((t) =>
        m.where === "string"
          ? t.image.startsWith('"')
          : /^[A-Za-z_][A-Za-z0-9_]*$/.test(t.image) && t.tokenType.name === "Identifier",
      );
      const t = pick(candidates, m.token);
      return t ? editToken(text, t, m.text) : text;
    }
    case "splice": {
      const donor = tokensOf(pick(corpusFiles, m.from) ?? "");
      const start = pick(donor, m.start);
      if (!start) return text;
      const i = donor.indexOf(start);
      const end = donor[Math.min(donor.length - 1, i + Math.max(0, m.length - 1))] ?? start;
      const donorText = pick(corpusFiles, m.from) ?? "";
      const piece = donorText.slice(start.startOffset, (end.endOffset ?? end.startOffset) + 1);
      const at = pick(tokens, m.at);
      const offset = at ? at.startOffset : text.length;
      return `${text.slice(0, offset)}${piece} ${text.slice(offset)}`;
    }
    case "nest": {
      const t = pick(tokens, m.token);
      if (!t) return text;
      const depth = Math.max(1, m.depth);
      return editToken(text, t, `${m.open.repeat(depth)}${t.image}${m.close.repeat(depth)}`);
    }
    case "chain": {
      const t = pick(tokens, m.token);
      return t ? editToken(text, t, `${t.image}${m.glue.repeat(Math.max(1, m.times))}`) : text;
    }
  }
}

/** The mutated text of one file. */
export function applyMutations(
  text: string,
  mutations: readonly Mutation[],
  corpusFiles: readonly string[],
): string {
  let out = text;
  for (const m of mutations) out = applyOne(out, m, corpusFiles);
  return out;
}
