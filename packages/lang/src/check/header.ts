/** The fields of `game … { }` and `variant … { }` headers. */
import type * as ast from "../ast/nodes.js";
import { checkPlayers } from "./bounds.js";
import { type Output, report } from "./context.js";

export interface HeaderValues {
  title: string | null;
  summary: string;
  variant: string | null;
  version: string;
  players: { min: number; max: number } | null;
  position: ast.Expression | null;
  /** `howto "…"`: the how-to-play paragraph that heads the rules page ("" when not given). */
  howTo: string;
  /** `marks ["crosses (X)", "noughts (O)"]`: each seat's mark or colour, seat 1 first ([] when not given). */
  marks: string[];
}

const GAME_KEYS = ["title", "summary", "howto", "players", "variant", "version", "position", "marks"];
const VARIANT_KEYS = ["title", "summary", "howto", "players"];
const STRING_KEYS = ["title", "summary", "howto", "variant", "version"];

export function readHeader(header: ast.GameHeader | ast.VariantHeader, out: Output): HeaderValues {
  const isGame = header.kind === "GameHeader";
  const allowed = isGame ? GAME_KEYS : VARIANT_KEYS;
  const values: HeaderValues = {
    title: null,
    summary: "",
    variant: null,
    version: "0.0.0",
    players: null,
    position: null,
    howTo: "",
    marks: [],
  };
  const seen = new Set<string>();
  for (const field of header.fields ?? []) {
    const key = field?.key?.name;
    if (!key) continue;
    if (!allowed.includes(key)) {
      report(
        out,
        "LUD329",
        field.key,
        `a ${isGame ? "game" : "variant"} header has no \`${key}\`: it takes ${allowed.join(", ")}`,
      );
      continue;
    }
    if (seen.has(key)) {
      report(out, "LUD329", field.key, `\`${key}\` is given twice in this header`);
      continue;
    }
    seen.add(key);
    const value = field.value;
    if (STRING_KEYS.includes(key)) {
      if (value?.kind !== "StringLiteral") {
        report(out, "LUD329", value ?? field, `\`${key}\` must be a string in double quotes`);
        continue;
      }
      if (key === "title") values.title = value.value;
      else if (key === "summary") values.summary = value.value;
      else if (key === "howto") values.howTo = value.value;
      else if (key === "variant") values.variant = value.value;
      else values.version = value.value;
    } else if (key === "players") {
      values.players = readPlayers(value, field, out);
    } else if (key === "position") {
      values.position = value ?? null;
    } else if (key === "marks") {
      values.marks = readMarks(value, field, out);
    }
  }
  if (values.title === null) {
    report(
      out,
      "LUD326",
      header.id ?? header,
      `this ${isGame ? "game" : "variant"} has no \`title\`: add \`title "…"\` to its header`,
    );
  }
  if (isGame && !seen.has("players")) {
    report(
      out,
      "LUD327",
      header.id ?? header,
      "this game does not say how many players it takes: add `players 2` or `players 2..5`",
    );
  }
  return values;
}

function readPlayers(
  value: ast.Expression | null | undefined,
  field: ast.HeaderField,
  out: Output,
): { min: number; max: number } | null {
  let range: { min: number; max: number } | null = null;
  if (value?.kind === "IntLiteral") range = { min: value.value, max: value.value };
  else if (
    value?.kind === "RangeExpr" &&
    value.from?.kind === "IntLiteral" &&
    value.to?.kind === "IntLiteral"
  ) {
    range = { min: value.from.value, max: value.to.value };
  }
  if (!range || range.min < 1 || range.max < range.min) {
    report(out, "LUD327", value ?? field, "`players` must be a number such as `2` or a range such as `2..5`");
    return null;
  }
  return checkPlayers(out, range, value ?? field) ? range : null;
}

/** `marks ["crosses (X)", "noughts (O)"]`: a list of strings, one per seat in seat order. */
function readMarks(value: ast.Expression | null | undefined, field: ast.HeaderField, out: Output): string[] {
  const texts =
    value?.kind === "ListLiteral" && value.elements.every((e) => e?.kind === "StringLiteral")
      ? value.elements.map((e) => (e as ast.StringLiteral).value)
      : null;
  if (!texts || texts.length === 0 || texts.some((t) => t.trim() === "")) {
    report(
      out,
      "LUD329",
      value ?? field,
      '`marks` must be a list of texts, one per seat in seat order: `marks ["crosses (X)", "noughts (O)"]`',
    );
    return [];
  }
  return texts;
}
