/**
 * The builtin names of the language (docs/language.md §5 "Built-in names") and their signatures.
 * The checker resolves a name here only after locals and the game's own declarations, so a game
 * may shadow a builtin.
 */
import type { Type } from "../check/model.js";
import { BOOL, elementOf, INT, listOf, optionalOf, SEAT, ZONE } from "../check/types.js";
import { BOARD_BUILTINS } from "./board.js";
import { INTERACTION_BUILTINS } from "./interaction.js";
import type { Builtin, BuiltinOverload, BuiltinParamKind } from "./signature.js";

export type { Builtin, BuiltinOverload, BuiltinParamKind } from "./signature.js";

const seatParam = [{ name: "s", kind: "seat" as const }];
const fn = (overloads: BuiltinOverload[], impure = false) => ({
  value: null,
  overloads,
  impure,
});
const ret = (t: Type) => () => t;
/** `top(z)`: a card of the type the zone holds (`zone reserve: row of Chip`). */
const card = (args: Type[], zoneCard: Type) => (args[0] ? elementOf(args[0], zoneCard) : null) ?? zoneCard;
const cards = (args: Type[], zoneCard: Type) => listOf(card(args, zoneCard));

export const BUILTINS: ReadonlyMap<string, Builtin> = new Map(
  Object.entries({
    seats: { value: listOf(SEAT), overloads: [], impure: false },
    players: { value: INT, overloads: [], impure: false },
    next: fn([{ params: seatParam, result: ret(SEAT) }]),
    prev: fn([{ params: seatParam, result: ret(SEAT) }]),
    others: fn([{ params: seatParam, result: ret(listOf(SEAT)) }]),
    size: fn([{ params: [{ name: "z", kind: "collection" }], result: ret(INT) }]),
    top: fn([
      { params: [{ name: "z", kind: "zone" }], result: card },
      {
        params: [
          { name: "z", kind: "zone" },
          { name: "n", kind: "int" },
        ],
        result: cards,
      },
    ]),
    bottom: fn([
      { params: [{ name: "z", kind: "zone" }], result: card },
      {
        params: [
          { name: "z", kind: "zone" },
          { name: "n", kind: "int" },
        ],
        result: cards,
      },
    ]),
    attached: fn([{ params: [{ name: "c", kind: "card" }], result: ret(ZONE) }]),
    holder: fn([{ params: [{ name: "c", kind: "card" }], result: ret(SEAT) }]),
    // List builtins, checked in check/lists.ts (these entries make the names known).
    flatten: fn([{ params: [{ name: "l", kind: "collection" }], result: ret(listOf(INT)) }]),
    distinct: fn([{ params: [{ name: "l", kind: "collection" }], result: ret(listOf(INT)) }]),
    reverse: fn([{ params: [{ name: "l", kind: "collection" }], result: ret(listOf(INT)) }]),
    subsets: fn([
      {
        params: [
          { name: "l", kind: "collection" },
          { name: "k", kind: "int" },
        ],
        result: ret(listOf(INT)),
      },
    ]),
    sum: fn([{ params: [{ name: "l", kind: "collection" }], result: ret(INT) }]),
    count: fn([{ params: [{ name: "l", kind: "collection" }], result: ret(INT) }]),
    /** `hostOf(c)`: the card `c` is attached to, or none (typed in check/cardtypes.ts). */
    hostOf: fn([
      { params: [{ name: "c", kind: "card" }], result: (args: Type[]) => optionalOf(args[0] ?? ZONE) },
    ]),
    /** `attachedTo(c)`: whether `c` lies on another card. */
    attachedTo: fn([{ params: [{ name: "c", kind: "card" }], result: ret(BOOL) }]),
    /** `cardsOf(Chip)`: every card of a card type (checked in check/cardtypes.ts). */
    cardsOf: fn([{ params: [{ name: "T", kind: "card" }], result: ret(listOf(ZONE)) }]),
    random: fn(
      [
        {
          params: [{ name: "list", kind: "collection" }],
          result: (args, zc) => elementOf(args[0], zc) ?? args[0],
        },
      ],
      true,
    ),
    /** `startSeat()`: the seat setup() was given, else a seeded random seat (docs/language.md §5). */
    startSeat: fn([{ params: [], result: ret(SEAT) }], true),
    min: fn([
      {
        params: [
          { name: "a", kind: "int" },
          { name: "b", kind: "int" },
        ],
        result: ret(INT),
      },
    ]),
    max: fn([
      {
        params: [
          { name: "a", kind: "int" },
          { name: "b", kind: "int" },
        ],
        result: ret(INT),
      },
    ]),
    abs: fn([{ params: [{ name: "n", kind: "int" }], result: ret(INT) }]),
    ...BOARD_BUILTINS,
    ...INTERACTION_BUILTINS,
  } satisfies Record<string, Omit<Builtin, "name">>).map(([name, b]) => [name, { name, ...b }]),
);

/** `top(z: zone)` / `top(z: zone, n: int)` — for "takes …" messages. */
export function describeBuiltin(b: Builtin): string {
  return b.overloads
    .map((o) => `${b.name}(${o.params.map((p) => `${p.name}: ${paramKindText(p.kind)}`).join(", ")})`)
    .join(" or ");
}

export function paramKindText(kind: BuiltinParamKind): string {
  return kind === "collection" ? "list or zone" : kind === "cells" ? "list<cell>" : kind;
}
