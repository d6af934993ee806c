/**
 * Line-level parsing for scenario files: each function reads one line's text (comments and
 * indentation already removed) and returns its meaning, or a message for the designer.
 */
import type { Move, MoveArg, OptionValue } from "@ludic/runtime";
import type { Expectation, VarValue, Viewer } from "./types.js";

export type LineResult<T> = { ok: true; value: T } | { ok: false; message: string };
const ok = <T>(value: T): LineResult<T> => ({ ok: true, value });
const bad = <T>(message: string): LineResult<T> => ({ ok: false, message });

/** A zone key ("deck", "hand[0]") or a var name ("passes", "vp[1]", "frozen[9H]"). */
const KEY = String.raw`[A-Za-z_][\w-]*(?:\[[^\]\s]+\])?`;
const SEAT = String.raw`\d+`;

/** Removes a `//` comment that is not inside double quotes. */
export function stripComment(line: string): string {
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === "\\" && quoted) i++;
    else if (c === '"') quoted = !quoted;
    else if (!quoted && c === "/" && line[i + 1] === "/") return line.slice(0, i);
  }
  return line;
}

/** `"a \"b\""` → `a "b"`; null when the text is not one quoted string. */
export function unquote(text: string): string | null {
  const m = /^"((?:[^"\\]|\\.)*)"$/.exec(text.trim());
  return m ? (m[1] as string).replace(/\\(.)/g, "$1") : null;
}

function words(text: string): string[] {
  const t = text.trim();
  return t === "" ? [] : t.split(/\s+/);
}

/** Card ids, or `empty` for none. */
function cardList(text: string): LineResult<string[]> {
  const ids = words(text);
  if (ids.length === 1 && ids[0] === "empty") return ok([]);
  if (ids.length === 0) return bad('expected card ids, or "empty"');
  if (ids.includes("empty")) return bad('"empty" cannot be mixed with card ids');
  return ok(ids);
}

function count(text: string): LineResult<number> {
  const t = text.trim();
  return /^\d+$/.test(t) ? ok(Number(t)) : bad(`expected a number, got "${t}"`);
}

/** A var's value: a number, true/false, a quoted string, or a bare word (an enum member). */
export function varValue(text: string): LineResult<MoveArg | boolean> {
  const t = text.trim();
  if (t === "") return bad("expected a value");
  if (/^-?\d+$/.test(t)) return ok(Number(t));
  if (t === "true" || t === "false") return ok(t === "true");
  const s = unquote(t);
  if (s !== null) return ok(s);
  return /\s/.test(t) ? bad(`a value with spaces needs quotes: "${t}"`) : ok(t);
}

/** A var's value in a position or an `expect var` line: also `none`, an optional var's "no value". */
export function varOrNone(text: string): LineResult<VarValue> {
  return text.trim() === "none" ? ok(null) : varValue(text);
}

/**
 * `option NAME: value` → a setup option. The value is written as a var's (a number, true/false,
 * a bare word, a quoted string) or, for a list, as JSON: `["farm", "tower"]`.
 */
export function parseOption(text: string): LineResult<{ name: string; value: OptionValue }> {
  const m = /^option\s+([A-Za-z_]\w*)\s*:(.*)$/.exec(text.trim());
  if (!m) return bad("an option line is: option NAME: value");
  const [, name, raw] = m as unknown as [string, string, string];
  const t = raw.trim();
  if (t.startsWith("[")) {
    let value: unknown;
    try {
      value = JSON.parse(t);
    } catch {
      return bad(`option ${name}: a list is written as JSON, e.g. ["a", "b"], got ${t}`);
    }
    return isOptionValue(value)
      ? ok({ name, value })
      : bad(`option ${name}: a list of strings, numbers, booleans or lists`);
  }
  const v = varValue(t);
  return v.ok ? ok({ name, value: v.value }) : bad(`option ${name}: ${v.message}`);
}

function isOptionValue(v: unknown): v is OptionValue {
  if (Array.isArray(v)) return v.every(isOptionValue);
  return typeof v === "string" || typeof v === "number" || typeof v === "boolean";
}

/** `0 scuttle card=9H target=9C` → a Move. All-digit values become numbers. */
export function parseMove(text: string): LineResult<Move> {
  const [seat, action, ...rest] = words(text);
  if (seat === undefined || !/^\d+$/.test(seat))
    return bad("expected the seat number after the keyword, e.g. `move 0 draw`");
  if (action === undefined || !/^[A-Za-z_]\w*$/.test(action))
    return bad("expected an action name after the seat");
  const args: Record<string, MoveArg> = {};
  for (const arg of rest) {
    const m = /^([A-Za-z_]\w*)=(.+)$/.exec(arg);
    if (!m) return bad(`expected name=value, got "${arg}"`);
    const [, name, value] = m as unknown as [string, string, string];
    if (name in args) return bad(`argument ${name} is given twice`);
    args[name] = /^\d+$/.test(value) ? Number(value) : value;
  }
  return ok({ seat: Number(seat), action, args });
}

export type PositionLine =
  | { kind: "toMove"; seat: number }
  | { kind: "var"; name: string; value: VarValue }
  | { kind: "attached"; host: string; cards: string[] }
  | { kind: "known"; seat: number; cards: string[] }
  | { kind: "outOfPlay"; cards: string[] | "unlisted" }
  | { kind: "zone"; key: string; cards: string[] };

export function parsePositionLine(text: string): LineResult<PositionLine> {
  let m = /^to move:\s*(.*)$/.exec(text);
  if (m) {
    const seat = count(m[1] as string);
    return seat.ok ? ok({ kind: "toMove", seat: seat.value }) : seat;
  }
  m = new RegExp(`^var\\s+(${KEY}):(.*)$`).exec(text);
  if (m) {
    const value = varOrNone(m[2] as string);
    return value.ok ? ok({ kind: "var", name: m[1] as string, value: value.value }) : value;
  }
  m = /^on\s+(\S+):(.*)$/.exec(text);
  if (m) {
    const cards = cardList(m[2] as string);
    return cards.ok ? ok({ kind: "attached", host: m[1] as string, cards: cards.value }) : cards;
  }
  m = /^out of play:(.*)$/.exec(text);
  if (m) {
    const t = (m[1] as string).trim();
    if (t === "unlisted") return ok({ kind: "outOfPlay", cards: "unlisted" });
    const cards = nonEmpty(t);
    return cards.ok ? ok({ kind: "outOfPlay", cards: cards.value }) : bad('expected card ids, or "unlisted"');
  }
  m = /^known\s+(\d+):(.*)$/.exec(text);
  if (m) {
    const cards = nonEmpty(m[2] as string);
    return cards.ok ? ok({ kind: "known", seat: Number(m[1]), cards: cards.value }) : cards;
  }
  m = new RegExp(`^(${KEY}):(.*)$`).exec(text);
  if (m) {
    const cards = cardList(m[2] as string);
    return cards.ok ? ok({ kind: "zone", key: m[1] as string, cards: cards.value }) : cards;
  }
  return bad(
    `a position line is "zone: cards", "on CARD: cards", "var name: value", "known SEAT: cards", "out of play: cards" or "to move: seat", got "${text}"`,
  );
}

type ExpectBody = Expectation extends infer E
  ? E extends unknown
    ? Omit<E, "line" | "text">
    : never
  : never;

function seats(text: string, none: string): LineResult<number[]> {
  const ws = words(text);
  if (ws.length === 1 && ws[0] === none) return ok([]);
  if (ws.length === 0 || !ws.every((w) => /^\d+$/.test(w))) return bad(`expected seat numbers or "${none}"`);
  return ok(ws.map(Number));
}

function viewer(word: string): Viewer | null {
  if (word === "spectator") return "spectator";
  return /^\d+$/.test(word) ? Number(word) : null;
}

/** Every `expect` line kind, tried in order; the first pattern that matches decides. */
const EXPECT_LINES: [RegExp, (m: RegExpExecArray) => LineResult<ExpectBody>][] = [
  [/^decides:(.*)$/, (m) => map(seats(m[1] as string, "none"), (s) => ({ kind: "decides", seats: s }))],
  [
    /^winner:(.*)$/,
    (m) => {
      const w = (m[1] as string).trim();
      if (w === "draw" || w === "none") return ok({ kind: "winner", winners: w });
      return map(seats(w, "none"), (s) => ({ kind: "winner", winners: s }));
    },
  ],
  [
    /^reason:(.*)$/,
    (m) => {
      const t = (m[1] as string).trim();
      const substring = unquote(t) ?? t;
      return substring === "" ? bad("expected the reason text") : ok({ kind: "reason", substring });
    },
  ],
  [
    new RegExp(`^actions\\s+(${SEAT}):(.*)$`),
    (m) => {
      const names = words(m[2] as string);
      if (names.length === 0) return bad('expected action names, or "none"');
      return ok({
        kind: "actions",
        seat: Number(m[1]),
        actions: names.length === 1 && names[0] === "none" ? [] : names,
      });
    },
  ],
  [
    /^not\s+legal\s+(.*)$/,
    (m) => map(parseMove(m[1] as string), (move) => ({ kind: "legal", move, negated: true })),
  ],
  [
    /^legal\s+(.*)$/,
    (m) => map(parseMove(m[1] as string), (move) => ({ kind: "legal", move, negated: false })),
  ],
  [
    new RegExp(`^var\\s+(${KEY}):(.*)$`),
    (m) => map(varOrNone(m[2] as string), (value) => ({ kind: "var", name: m[1] as string, value })),
  ],
  [
    new RegExp(`^(score|goal)\\s+(${SEAT}):(.*)$`),
    (m) => {
      const t = (m[3] as string).trim();
      if (!/^-?\d+$/.test(t)) return bad(`expected a number, got "${t}"`);
      return ok({ kind: "seatLine", which: m[1] as "score" | "goal", seat: Number(m[2]), value: Number(t) });
    },
  ],
  [
    new RegExp(`^view\\s+(\\S+)\\s+(${KEY})(\\s+size)?:(.*)$`),
    (m) => {
      const who = viewer(m[1] as string);
      if (who === null) return bad(`expected a seat number or "spectator" after view, got "${m[1]}"`);
      const key = m[2] as string;
      if (m[3]) return map(count(m[4] as string), (size) => ({ kind: "viewSize", viewer: who, key, size }));
      return map(cardList(m[4] as string), (cards) => ({
        kind: "view",
        viewer: who,
        key,
        cards: cards.map((c) => (c === "?" ? null : c)),
      }));
    },
  ],
  [
    /^on\s+(\S+):(.*)$/,
    (m) => map(cardList(m[2] as string), (cards) => ({ kind: "attached", host: m[1] as string, cards })),
  ],
  [
    new RegExp(`^(${KEY})\\s+has:(.*)$`),
    (m) => map(nonEmpty(m[2] as string), (cards) => ({ kind: "has", key: m[1] as string, cards })),
  ],
  [
    new RegExp(`^(${KEY})\\s+lacks:(.*)$`),
    (m) => map(nonEmpty(m[2] as string), (cards) => ({ kind: "lacks", key: m[1] as string, cards })),
  ],
  [
    new RegExp(`^(${KEY})\\s+size:(.*)$`),
    (m) => map(count(m[2] as string), (size) => ({ kind: "size", key: m[1] as string, size })),
  ],
  [
    new RegExp(`^(${KEY}):(.*)$`),
    (m) => map(cardList(m[2] as string), (cards) => ({ kind: "zone", key: m[1] as string, cards })),
  ],
];

function nonEmpty(text: string): LineResult<string[]> {
  const ids = words(text);
  return ids.length > 0 ? ok(ids) : bad("expected card ids");
}

function map<A, B>(r: LineResult<A>, f: (a: A) => B): LineResult<B> {
  return r.ok ? ok(f(r.value)) : r;
}

export function parseExpectLine(text: string, line: number): LineResult<Expectation> {
  for (const [pattern, read] of EXPECT_LINES) {
    const m = pattern.exec(text);
    if (m) return map(read(m), (body) => ({ ...body, line, text }) as Expectation);
  }
  return bad(`not an expect line: "${text}" (see docs/scenarios.md for the line kinds)`);
}
