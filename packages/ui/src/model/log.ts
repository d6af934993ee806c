/**
 * Game log lines for people: card ids become spoken names ("9C" → "nine of clubs", shown with its
 * index and suit), "seat 1" becomes the seat's name, a cell "r3c4" becomes "row 4, column 5". Only the catalogue and seat names are used.
 */
import { cellLabel, parseCell } from "./board.js";
import type { Catalogue } from "./catalogue.js";
import { agreeWithYou } from "./grammar.js";
import { seatName } from "./labels.js";

export type LogPart =
  | { kind: "text"; text: string }
  | { kind: "card"; id: string; name: string }
  | { kind: "seat"; seat: number; name: string };

export function logParts(line: string, catalogue: Catalogue, seatNames?: readonly string[]): LogPart[] {
  const parts: LogPart[] = [];
  const text = (t: string): void => {
    const last = parts[parts.length - 1];
    if (last?.kind === "text") last.text += t;
    else parts.push({ kind: "text", text: t });
  };
  // Words (with the spaces after them), keeping "seat N" together.
  for (const m of line.matchAll(/seat (\d+)|[^\s,.;:()]+|[\s,.;:()]+/gi)) {
    const token = m[0];
    if (m[1] !== undefined) {
      const seat = Number(m[1]);
      parts.push({ kind: "seat", seat, name: seatName(seat, seatNames) });
      continue;
    }
    const card = catalogue.get(token);
    const cell = card ? null : parseCell(token);
    if (card) parts.push({ kind: "card", id: card.id, name: card.name });
    else if (cell && /^r\d+c\d+$/.test(token)) text(cellLabel(cell));
    else text(token);
  }
  return agreeParts(parts);
}

/** "You discards" → "You discard"; "You" inside a sentence → "you"; the first word capitalised. */
function agreeParts(parts: LogPart[]): LogPart[] {
  return parts.map((p, i) => {
    if (p.kind === "seat" && p.name === "You" && i > 0) return { ...p, name: "you" };
    const prev = parts[i - 1];
    if (p.kind === "text" && prev?.kind === "seat" && prev.name === "You" && i === 1)
      return { ...p, text: agreeWithYou(p.text) };
    if (p.kind === "text" && i === 0) return { ...p, text: p.text.charAt(0).toUpperCase() + p.text.slice(1) };
    return p;
  });
}

/** The whole line as plain words (for screen readers and tests). */
export function logText(line: string, catalogue: Catalogue, seatNames?: readonly string[]): string {
  return logParts(line, catalogue, seatNames)
    .map((p) => (p.kind === "text" ? p.text : p.name))
    .join("");
}
