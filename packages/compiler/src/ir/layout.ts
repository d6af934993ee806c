/**
 * The state layout, named in one place: where every zone, card, enum and variable of a game lives
 * in a state (lower/layout.ts decides it; emission prints state.ts, cards.ts and meta from it).
 */
import type { ast, BoardInfo, Type } from "@ludic/lang";
import type { CardAppearance } from "@ludic/runtime";
import type { ConstValue } from "../evaluate/values.js";

/**
 * What indexes a family of variables or zones: one per seat (laid out for the most seats), per
 * card (by catalogue index, all card types), per enum member, or per board cell.
 */
export type IndexLayout =
  | { kind: "seat" }
  | { kind: "card"; type: string }
  | { kind: "enum"; name: string }
  | { kind: "cell" };

export interface ZoneLayout {
  name: string;
  perSeat: boolean;
  /** null for a single zone. */
  index: IndexLayout | null;
  /** Number of instances: 1, or one per index value. */
  size: number;
  kind: "pile" | "hand" | "row";
  visibility: "hidden" | "owner" | "public";
  /** First instance index; the instance for index value i is at base + i. */
  base: number;
  decl: ast.ZoneDecl;
}

export interface CardField {
  name: string;
  type: Type;
  derived: ast.Expression | null;
}

export interface CardTypeLayout {
  name: string;
  fields: CardField[];
  /** Its `appearance { … }` fields (lower/appearance.ts); empty without one. */
  appearance: ast.AppearanceField[];
}

export interface CardEntry {
  id: string;
  type: string;
  home: string;
  attributes: Map<string, ConstValue>;
  /** The card's look from its type's `appearance`, printed; null without one. */
  appearance: CardAppearance | null;
}

export interface EnumLayout {
  name: string;
  members: { name: string; label: string }[];
}

export interface VarLayout {
  name: string;
  /** null: one value; else the index as written: "seat", a card type, an enum, "cell". */
  index: string | null;
  indexKind: IndexLayout | null;
  /** Number of values: 1, or one per index value. */
  size: number;
  type: Type;
  decl: ast.VarDecl;
}

export interface Layout {
  maxPlayers: number;
  /** The game's board (one per game), when it declares one. */
  board: BoardInfo | null;
  zones: ZoneLayout[];
  /** Number of regular zone instances; attachment zones follow (card c's is at zoneCount + c). */
  zoneCount: number;
  cardTypes: CardTypeLayout[];
  cards: CardEntry[];
  enums: EnumLayout[];
  vars: VarLayout[];
}
