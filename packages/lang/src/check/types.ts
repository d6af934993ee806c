/** Type constructors, printing and compatibility rules of the checker (see docs/language.md §6). */
import type { Type } from "./model.js";

export const INT: Type = { kind: "int" };
export const BOOL: Type = { kind: "bool" };
export const STR: Type = { kind: "str" };
export const SEAT: Type = { kind: "seat" };
export const ZONE: Type = { kind: "zone" };
export const CELL: Type = { kind: "cell" };
export const VOID: Type = { kind: "void" };
export const ERROR: Type = { kind: "error" };
export const listOf = (element: Type): Type => ({ kind: "list", element });
export const cardType = (name: string): Type => ({ kind: "card", name });

/** `int`, `list<Card>`, `Suit` — how types appear in messages. */
export function typeToString(t: Type): string {
  switch (t.kind) {
    case "card":
    case "enum":
      return t.name;
    case "list":
      return `list<${typeToString(t.element)}>`;
    case "error":
      return "?";
    default:
      return t.kind;
  }
}

export function sameType(a: Type, b: Type): boolean {
  if (a.kind === "error" || b.kind === "error") return true;
  if (a.kind !== b.kind) return false;
  if ((a.kind === "card" || a.kind === "enum") && (b.kind === "card" || b.kind === "enum"))
    return a.name === b.name;
  if (a.kind === "list" && b.kind === "list") return sameType(a.element, b.element);
  return true;
}

/**
 * Can a value of type `from` stand where `to` is expected? Exactly `sameType`, plus: a zone is
 * usable as a list of its cards (`zoneCard` is the game's card type, see `zoneElement`).
 */
export function assignable(from: Type, to: Type, zoneCard: Type): boolean {
  if (from.kind === "zone" && to.kind === "list") return sameType(zoneCard, to.element);
  if (from.kind === "list" && to.kind === "list") return assignable(from.element, to.element, zoneCard);
  return sameType(from, to);
}

/** The element type when `t` can be iterated (a list or a zone), otherwise null. */
export function elementOf(t: Type, zoneCard: Type): Type | null {
  if (t.kind === "list") return t.element;
  if (t.kind === "zone") return zoneCard;
  if (t.kind === "error") return t;
  return null;
}

export const isError = (t: Type): boolean => t.kind === "error";
export const isCard = (t: Type): boolean => t.kind === "card" || t.kind === "error";
