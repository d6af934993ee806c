/** Type constructors, printing and compatibility rules of the checker (see docs/language.md §6). */
import type { Type } from "./model.js";

export const INT: Type = { kind: "int" };
export const BOOL: Type = { kind: "bool" };
export const STR: Type = { kind: "str" };
export const SEAT: Type = { kind: "seat" };
export const ZONE: Type = { kind: "zone" };
export const CELL: Type = { kind: "cell" };
export const CHOOSER: Type = { kind: "chooser" };
export const VOID: Type = { kind: "void" };
export const NONE: Type = { kind: "none" };
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
    case "optional":
      return `${typeToString(t.element)}?`;
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
  if (a.kind === "optional" && b.kind === "optional") return sameType(a.element, b.element);
  return true;
}

/** `T?` (an optional stays itself: `T??` is `T?`). */
export function optionalOf(t: Type): Type {
  return t.kind === "optional" || t.kind === "none" || t.kind === "error"
    ? t
    : { kind: "optional", element: t };
}

/**
 * The type of values that may be either `a` or `b` (branches of an `if`, arms of a `match`,
 * elements of a list): `none` and `T` make `T?`. Null when they have nothing in common.
 */
export function joinTypes(a: Type, b: Type): Type | null {
  if (a.kind === "error") return b;
  if (b.kind === "error") return a;
  if (a.kind === "none") return b.kind === "none" ? a : optionalOf(b);
  if (b.kind === "none") return optionalOf(a);
  if (a.kind === "optional" || b.kind === "optional") {
    const inner = joinTypes(a.kind === "optional" ? a.element : a, b.kind === "optional" ? b.element : b);
    return inner ? optionalOf(inner) : null;
  }
  if (a.kind === "list" && b.kind === "list") {
    const inner = joinTypes(a.element, b.element);
    return inner ? { kind: "list", element: inner } : null;
  }
  // A seat and `auto` are both choosers: `if k == black then seats[0] else auto`.
  if ((a.kind === "seat" && b.kind === "chooser") || (a.kind === "chooser" && b.kind === "seat"))
    return CHOOSER;
  return sameType(a, b) ? a : null;
}

/**
 * Can a value of type `from` stand where `to` is expected? Exactly `sameType`, plus: a zone is
 * usable as a list of its cards (`zoneCard` is the game's card type, see `zoneElement`).
 */
export function assignable(from: Type, to: Type, zoneCard: Type): boolean {
  if (to.kind === "chooser" && from.kind === "seat") return true; // a seat is a chooser
  if (to.kind === "optional" && from.kind === "none") return true;
  if (to.kind === "optional" && from.kind !== "optional") return assignable(from, to.element, zoneCard);
  if (from.kind === "zone" && to.kind === "list")
    return sameType(from.of ? { kind: "card", name: from.of } : zoneCard, to.element);
  if (from.kind === "list" && to.kind === "list") return assignable(from.element, to.element, zoneCard);
  return sameType(from, to);
}

/** The element type when `t` can be iterated (a list or a zone), otherwise null. */
export function elementOf(t: Type, zoneCard: Type): Type | null {
  if (t.kind === "list") return t.element;
  if (t.kind === "zone") return t.of ? { kind: "card", name: t.of } : zoneCard;
  if (t.kind === "error") return t;
  return null;
}

export const isError = (t: Type): boolean => t.kind === "error";
export const isCard = (t: Type): boolean => t.kind === "card" || t.kind === "error";
