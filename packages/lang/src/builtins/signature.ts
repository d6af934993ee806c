/** What a builtin is: its parameters, result and where it may be used (builtins.ts lists them). */
import type { Type } from "../check/model.js";

/** What an argument must be: `collection` is any list or a zone; `cells` a `list<cell>`. */
export type BuiltinParamKind = "seat" | "int" | "card" | "zone" | "collection" | "cell" | "cells";

export interface BuiltinOverload {
  params: { name: string; kind: BuiltinParamKind }[];
  /** Result type from the argument types; `zoneCard` is the game's card type. */
  result: (args: Type[], zoneCard: Type) => Type;
}

export interface Builtin {
  name: string;
  /** A value builtin (`seats`, `players`) has a type and no overloads. */
  value: Type | null;
  overloads: BuiltinOverload[];
  /** Not allowed in a pure context (`fn`, `when`, consts): it draws from the seeded RNG. */
  impure: boolean;
  /** Needs the game's board (`cells`, `neighbours`, …). */
  board?: boolean;
}
