/**
 * The IR of a whole game: what lowering (lower/program.ts) hands to emission (emit/emit.ts).
 * Statements, functions, machines and decision sites are in ir.ts; the state layout in layout.ts.
 */
import type { ast, GameInfo, Type } from "@ludic/lang";
import type { SourceLocation } from "@ludic/runtime";
import type { ConstValue } from "../evaluate/values.js";
import type { IRExpr } from "./expr.js";
import type { IRFunction, IRMachine, IRSite } from "./ir.js";
import type { Layout } from "./layout.js";

export interface IRConst {
  name: string;
  value: ConstValue;
  type: Type;
  doc: string;
}

export interface IRReveal {
  zone: string;
  perSeat: boolean;
  fn: string;
  /** Variant indexes where this reveal is in force. */
  variants: number[];
}

export interface IRVarInit {
  name: string;
  index: string | null;
  /** Number of values of an indexed variable (seat: the most seats; card: every card). */
  size: number;
  type: Type;
  init: IRExpr;
}

export interface IRProgram {
  game: GameInfo;
  layout: Layout;
  consts: IRConst[];
  functions: IRFunction[];
  machines: IRMachine[];
  sites: IRSite[];
  reveals: IRReveal[];
  /** Card-level reveals (`reveal c: Card in display[s] to v when …`). */
  cardReveals: IRCardReveal[];
  /** `anytime` moves, with the variants that have each. */
  anytime: IRAnytime[];
  varInits: IRVarInit[];
  /** Setup options, with their defaults and conditions per variant. */
  options: IROption[];
  /** Per variant: the machine the game starts with and the one `position()` starts. */
  flow: string[];
  position: (string | null)[];
  /** Per variant: the `score` fn, if the game has one. */
  score: (string | null)[];
  /** Per variant: the `goal` fn (`fn goal(s: seat): int`), if the game has one: views show it. */
  goal: (string | null)[];
  tables: Map<string, string[]>;
  /** Every rules location generated code cites, by index (`LOC[i]` in rules.ts). */
  locations: SourceLocation[];
}

/** An `anytime` move (docs/language.md "Anytime moves"). */
export interface IRAnytime {
  /** The move's action. */
  action: string;
  decl: ast.AnytimeDecl;
  /** `enter_NAME(st, me)`: its frame. */
  enter: string;
  /** `anytime_NAME(st, me)`: its `when`, or null. */
  when: string | null;
  /** Variant indexes that have it. */
  variants: number[];
}

/** A card-level `reveal c: T in zone to v when …`. */
export interface IRCardReveal {
  fn: string;
  cardType: string;
  /** The zone the card must lie in directly (null: anywhere, attached included). */
  zone: string | null;
  /** Variant indexes where this reveal is in force. */
  variants: number[];
  /**
   * The condition never reads the viewer: the card is public while it holds, so the spectator
   * sees it too (`reveal c: Card in display[s] to v when up[c]`). A condition that names the
   * viewer is for seats only.
   */
  everyone: boolean;
}

export interface IROptionInVariant {
  default: ConstValue;
  allowed: ConstValue[] | null;
  decl: ast.OptionDecl;
}

export interface IROptionCheck {
  /** Variant indexes where this condition is in force. */
  variants: number[];
  text: string;
  fn: string;
}

export interface IROption {
  name: string;
  type: Type;
  /** Per variant index: null where the variant does not have the option. */
  variants: (IROptionInVariant | null)[];
  checks: IROptionCheck[];
}
