/**
 * The construct matrix: every expression form of docs/language.md that takes a list or a zone,
 * written on every kind of such value (a plain zone, a per-seat, per-cell and per-enum zone, a
 * zone local, a list local or parameter, a list variable), in a rule and in a fn, run by a
 * compiled engine and compared with values computed here from where the test put the cards.
 * A form that the checker accepts on a kind of value but that is lowered as something else
 * (`trick[0]` read as the zone's own number) fails here.
 */
import { describe, expect, it } from "vitest";
import { loadEngine } from "../testing/compile-and-load.js";

type Suit = "C" | "D" | "H" | "S";
interface CardInfo {
  id: string;
  rank: number;
  suit: Suit;
}

const SUITS: [Suit, string][] = [
  ["C", "clubs"],
  ["D", "diamonds"],
  ["H", "hearts"],
  ["S", "spades"],
];
const RANKS = [1, 2, 3, 4, 5, 6, 7];
/** The catalogue in the order the `cards` block below makes it (suit, then rank). */
const CATALOGUE: CardInfo[] = SUITS.flatMap(([suit]) =>
  RANKS.map((rank) => ({ id: `${rank}${suit}`, rank, suit })),
);
const cardOf = (id: string): CardInfo => {
  const c = CATALOGUE.find((x) => x.id === id);
  if (!c) throw new Error(`no card ${id}`);
  return c;
};
const labelOf = (s: Suit): string => SUITS.find(([x]) => x === s)?.[1] ?? "";
const suitIndex = (s: Suit): number => SUITS.findIndex(([x]) => x === s);

/** A kind of value that holds cards, as the rule and as the fn spell it, and the cards it holds. */
interface ValueKind {
  name: string;
  inRule: string;
  inFn: string;
  zone: boolean;
  /** As the position lists them: top first, or bottom first for cards attached to a card. */
  cards: string[];
  /** Cards attached to a card lie bottom first, so `top` is the last of them. */
  attachment?: boolean;
}

/** The card the attachment kind's cards are attached to, and its catalogue index. */
const HOST = "7C";
const HOST_INDEX = CATALOGUE.findIndex((c) => c.id === HOST);

/** Each kind holds its own cards, so reading one kind's value for another's shows. */
const KINDS: ValueKind[] = [
  { name: "plainZone", inRule: "trick", inFn: "trick", zone: true, cards: ["3H", "1C", "5S", "2H"] },
  {
    name: "perSeatZone",
    inRule: "hand[next(me)]",
    inFn: "hand[next(me)]",
    zone: true,
    cards: ["4D", "2S", "1H", "5D"],
  },
  {
    name: "perCellZone",
    inRule: "at[cellAt(0, 1)]",
    inFn: "at[cellAt(0, 1)]",
    zone: true,
    cards: ["5C", "3D", "4H", "1S"],
  },
  { name: "perEnumZone", inRule: "supply[D]", inFn: "supply[D]", zone: true, cards: ["2C", "4S", "3C"] },
  // `z` is a zone-typed local in the rule (`let z = spare`) and a `zone` parameter in the fn.
  { name: "zoneLocal", inRule: "z", inFn: "z", zone: true, cards: ["6D", "1D", "6C"] },
  // `l` is a list<Card> local in the rule (`let l: list<Card> = pool`) and a parameter in the fn.
  { name: "listLocal", inRule: "l", inFn: "l", zone: false, cards: ["7D", "5H", "3S", "4C"] },
  {
    name: "attachedZone",
    inRule: `attached(cardsOf(Card)[${HOST_INDEX}])`,
    inFn: `attached(cardsOf(Card)[${HOST_INDEX}])`,
    zone: true,
    cards: ["2D", "7S", "6H"],
    attachment: true,
  },
  // A list variable may hold cards that lie anywhere.
  { name: "listVar", inRule: "kept", inFn: "kept", zone: false, cards: ["4H", "6S", "1D", "2S", "6H"] },
];
const ZONE_OF: Record<string, string> = {
  plainZone: "trick",
  perSeatZone: "hand[1]",
  perCellZone: "at[r0c1]",
  perEnumZone: "supply[D]",
  zoneLocal: "spare",
  listLocal: "pool",
};
const topFirst = (k: ValueKind, xs: CardInfo[]): CardInfo[] => (k.attachment ? xs.slice().reverse() : xs);

/** A rules type and how a view shows a value of it. */
type ResultType =
  | "int"
  | "bool"
  | "str"
  | "Card"
  | "Suit"
  | "list<Card>"
  | "list<int>"
  | "list<Suit>"
  | "list<list<Card>>";

interface Case {
  name: string;
  type: ResultType;
  /** `$X` stands for the value. */
  expr: string;
  /** `xs` as the value lists them, `top` the same cards top first (they differ on attachments). */
  expected(xs: CardInfo[], top: CardInfo[]): unknown;
  /** Only on lists (`==` of a zone is the zone itself), on zones (`top`) or in a rule (`random`). */
  only?: "list" | "zone" | "rule";
}

const ids = (xs: CardInfo[]): string[] => xs.map((c) => c.id);
const byRank = (a: CardInfo, b: CardInfo): number => a.rank - b.rank;
const first = (xs: CardInfo[]): CardInfo => {
  const x = xs[0];
  if (!x) throw new Error("the test's lists are not empty");
  return x;
};
const at = (xs: CardInfo[], i: number): CardInfo => {
  const x = xs[i];
  if (!x) throw new Error(`the test's lists have an element ${i}`);
  return x;
};
const subsets2 = (xs: CardInfo[]): string[][] =>
  xs.flatMap((a, i) => xs.slice(i + 1).map((b) => [a.id, b.id]));

const CASES: Case[] = [
  // Indexing and reading the element
  { name: "index0", type: "Card", expr: "$X[0]", expected: (xs) => first(xs).id },
  { name: "index2", type: "Card", expr: "$X[2]", expected: (xs) => at(xs, 2).id },
  { name: "indexLast", type: "Card", expr: "$X[size($X) - 1]", expected: (xs) => at(xs, xs.length - 1).id },
  { name: "indexSuit", type: "Suit", expr: "$X[0].suit", expected: (xs) => first(xs).suit },
  { name: "indexRank", type: "int", expr: "$X[1].rank", expected: (xs) => at(xs, 1).rank },
  { name: "indexId", type: "str", expr: "$X[1].id", expected: (xs) => at(xs, 1).id },
  { name: "indexLabel", type: "str", expr: "$X[0].suit.label", expected: (xs) => labelOf(first(xs).suit) },
  {
    name: "indexSuitIndex",
    type: "int",
    expr: "$X[1].suit.index",
    expected: (xs) => suitIndex(at(xs, 1).suit),
  },
  {
    name: "indexByExpr",
    type: "int",
    expr: "$X[$X[0].rank % size($X)].rank",
    expected: (xs) => at(xs, first(xs).rank % xs.length).rank,
  },
  // Builtins
  { name: "size", type: "int", expr: "size($X)", expected: (xs) => xs.length },
  { name: "countList", type: "int", expr: "count($X)", expected: (xs) => xs.length },
  { name: "top", type: "Card", expr: "top($X)", expected: (_, top) => first(top).id, only: "zone" },
  {
    name: "bottom",
    type: "Card",
    expr: "bottom($X)",
    expected: (_, top) => at(top, top.length - 1).id,
    only: "zone",
  },
  {
    name: "topN",
    type: "list<Card>",
    expr: "top($X, 2)",
    expected: (_, top) => ids(top.slice(0, 2)),
    only: "zone",
  },
  {
    name: "bottomN",
    type: "list<Card>",
    expr: "bottom($X, 2)",
    expected: (_, top) => ids(top.slice(-2)),
    only: "zone",
  },
  { name: "reverse", type: "list<Card>", expr: "reverse($X)", expected: (xs) => ids(xs.slice().reverse()) },
  { name: "distinct", type: "list<Card>", expr: "distinct($X + $X)", expected: (xs) => ids(xs) },
  { name: "subsets", type: "list<list<Card>>", expr: "subsets($X, 2)", expected: subsets2 },
  { name: "flatten", type: "list<Card>", expr: "flatten([$X, $X])", expected: (xs) => ids([...xs, ...xs]) },
  {
    name: "sumOfMap",
    type: "int",
    expr: "sum(map(c in $X of c.rank))",
    expected: (xs) => xs.reduce((a, c) => a + c.rank, 0),
  },
  {
    name: "maxOfMap",
    type: "int",
    expr: "max(map(c in $X of c.rank))",
    expected: (xs) => Math.max(...xs.map((c) => c.rank)),
  },
  {
    name: "minOfMap",
    type: "int",
    expr: "min(map(c in $X of c.rank))",
    expected: (xs) => Math.min(...xs.map((c) => c.rank)),
  },
  { name: "random", type: "bool", expr: "random($X) in $X", expected: () => true, only: "rule" },
  // Operators
  { name: "inTrue", type: "bool", expr: "$X[1] in $X", expected: () => true },
  {
    name: "inCatalogue",
    type: "bool",
    expr: "cardsOf(Card)[0] in $X",
    expected: (xs) => ids(xs).includes(at(CATALOGUE, 0).id),
  },
  {
    name: "notIn",
    type: "bool",
    expr: "not (cardsOf(Card)[7] in $X)",
    expected: (xs) => !ids(xs).includes(at(CATALOGUE, 7).id),
  },
  { name: "concat", type: "list<Card>", expr: "$X + $X", expected: (xs) => ids([...xs, ...xs]) },
  { name: "concatList", type: "list<Card>", expr: "$X + [$X[0]]", expected: (xs) => ids([...xs, first(xs)]) },
  { name: "sameSelf", type: "bool", expr: "$X == $X", expected: () => true },
  {
    name: "sameTop",
    type: "bool",
    expr: "$X[0] == top($X)",
    expected: (xs, top) => first(xs) === first(top),
    only: "zone",
  },
  { name: "listEmpty", type: "bool", expr: "$X != []", expected: () => true, only: "list" },
  {
    name: "listEqualsCopy",
    type: "bool",
    expr: "$X == filter(c in $X where c.rank > 0)",
    expected: () => true,
    only: "list",
  },
  { name: "textCard", type: "str", expr: '"" + $X[0]', expected: (xs) => first(xs).id },
  { name: "textList", type: "str", expr: '"" + $X', expected: (xs) => ids(xs).join(",") },
  { name: "textSize", type: "str", expr: '"n" + size($X)', expected: (xs) => `n${xs.length}` },
  {
    name: "ifExpr",
    type: "Card",
    expr: "if size($X) > 3 then $X[0] else $X[1]",
    expected: (xs) => (xs.length > 3 ? first(xs) : at(xs, 1)).id,
  },
  {
    name: "match",
    type: "str",
    expr: 'match $X[0].suit { H => "red" D => "red" else => "black" }',
    expected: (xs) => (["H", "D"].includes(first(xs).suit) ? "red" : "black"),
  },
  // Queries
  {
    name: "countWhere",
    type: "int",
    expr: "count(c in $X where c.rank > 2)",
    expected: (xs) => xs.filter((c) => c.rank > 2).length,
  },
  { name: "countAll", type: "int", expr: "count(c in $X)", expected: (xs) => xs.length },
  {
    name: "sumOf",
    type: "int",
    expr: "sum(c in $X of c.rank)",
    expected: (xs) => xs.reduce((a, c) => a + c.rank, 0),
  },
  {
    name: "sumWhereOf",
    type: "int",
    expr: "sum(c in $X where c.suit != H of c.rank)",
    expected: (xs) => xs.filter((c) => c.suit !== "H").reduce((a, c) => a + c.rank, 0),
  },
  {
    name: "anyWhere",
    type: "bool",
    expr: "any(c in $X where c.suit == H)",
    expected: (xs) => xs.some((c) => c.suit === "H"),
  },
  { name: "anyNone", type: "bool", expr: "any(c in $X where c.rank > 7)", expected: () => false },
  {
    name: "allWhere",
    type: "bool",
    expr: "all(c in $X where c.rank >= 2)",
    expected: (xs) => xs.every((c) => c.rank >= 2),
  },
  { name: "allTrue", type: "bool", expr: "all(c in $X where c.rank >= 1)", expected: () => true },
  {
    name: "filter",
    type: "list<Card>",
    expr: "filter(c in $X where c.rank > 2)",
    expected: (xs) => ids(xs.filter((c) => c.rank > 2)),
  },
  {
    name: "mapRank",
    type: "list<int>",
    expr: "map(c in $X of c.rank)",
    expected: (xs) => xs.map((c) => c.rank),
  },
  {
    name: "mapSuit",
    type: "list<Suit>",
    expr: "map(c in $X of c.suit)",
    expected: (xs) => xs.map((c) => c.suit),
  },
  {
    name: "mapWhere",
    type: "list<int>",
    expr: "map(c in $X where c.rank < 5 of c.rank * 10)",
    expected: (xs) => xs.filter((c) => c.rank < 5).map((c) => c.rank * 10),
  },
  {
    name: "firstWhere",
    type: "Card",
    expr: "first(c in $X where c.rank > 2)",
    expected: (xs) => xs.find((c) => c.rank > 2)?.id,
  },
  { name: "firstAny", type: "Card", expr: "first(c in $X)", expected: (xs) => first(xs).id },
  {
    name: "maxOf",
    type: "int",
    expr: "max(c in $X of c.rank)",
    expected: (xs) => Math.max(...xs.map((c) => c.rank)),
  },
  {
    name: "minOf",
    type: "int",
    expr: "min(c in $X of c.rank)",
    expected: (xs) => Math.min(...xs.map((c) => c.rank)),
  },
  {
    name: "maxWhereOf",
    type: "int",
    expr: "max(c in $X where c.suit != H of c.rank)",
    expected: (xs) => Math.max(...xs.filter((c) => c.suit !== "H").map((c) => c.rank)),
  },
  {
    name: "sort",
    type: "list<Card>",
    expr: "sort(c in $X of c.rank)",
    expected: (xs) => ids(xs.slice().sort(byRank)),
  },
  {
    name: "sortDesc",
    type: "list<Card>",
    expr: "sortDesc(c in $X of c.rank)",
    expected: (xs) => ids(xs.slice().sort((a, b) => byRank(b, a))),
  },
  {
    name: "sortListKey",
    type: "list<Card>",
    expr: "sort(c in $X of [c.suit.index, 0 - c.rank])",
    expected: (xs) =>
      ids(xs.slice().sort((a, b) => suitIndex(a.suit) - suitIndex(b.suit) || b.rank - a.rank)),
  },
  {
    name: "nested",
    type: "int",
    expr: "count(c in $X where any(d in $X where d.rank > c.rank))",
    expected: (xs) => xs.filter((c) => xs.some((d) => d.rank > c.rank)).length,
  },
  {
    name: "nestedIndex",
    type: "bool",
    expr: "any(c in $X where c == $X[size($X) - 1])",
    expected: () => true,
  },
  {
    name: "sizeFilter",
    type: "int",
    expr: "size(filter(c in $X where c.suit == H))",
    expected: (xs) => xs.filter((c) => c.suit === "H").length,
  },
];

/**
 * Statements that take the value, in a rule: `$R` is the case's result variable. `scrap` starts
 * empty; a move changes the value's zone, so each case runs from the same position.
 */
const STATEMENTS: Case[] = [
  {
    name: "forSum",
    type: "int",
    expr: "for c in $X { $R += c.rank }",
    expected: (xs) => xs.reduce((a, c) => a + c.rank, 0),
  },
  {
    name: "forBreak",
    type: "int",
    expr: "for c in $X { if c.rank == 6 { break } $R += 1 }",
    expected: (xs) => {
      const i = xs.findIndex((c) => c.rank === 6);
      return i < 0 ? xs.length : i;
    },
  },
  {
    name: "forContinue",
    type: "list<Card>",
    expr: "for c in $X { if c.rank < 3 { continue } $R += [c] }",
    expected: (xs) => ids(xs.filter((c) => c.rank >= 3)),
  },
  {
    name: "forMoving",
    type: "list<Card>",
    expr: "for c in $X { move c to scrap }\n  $R = scrap",
    expected: (xs) => ids(xs.slice().reverse()),
  },
  {
    name: "moveOne",
    type: "Card",
    expr: "move $X[1] to scrap\n  $R = top(scrap)",
    expected: (xs) => at(xs, 1).id,
  },
  {
    name: "moveAll",
    type: "list<Card>",
    expr: "move $X to scrap at bottom\n  $R = scrap",
    expected: (xs) => ids(xs),
  },
  {
    name: "moveFiltered",
    type: "int",
    expr: "move filter(c in $X where c.rank > 2) to scrap\n  $R = size(scrap)",
    expected: (xs) => xs.filter((c) => c.rank > 2).length,
  },
  {
    name: "letCopy",
    type: "list<Card>",
    expr: "let ys: list<Card> = $X\n  move $X[0] to scrap\n  $R = ys",
    expected: (xs) => ids(xs),
  },
  {
    name: "assignList",
    type: "list<Card>",
    expr: "$R = $X\n  move $X[0] to scrap",
    expected: (xs) => ids(xs),
  },
  { name: "ifIn", type: "bool", expr: "if $X[2] in $X { $R = true }", expected: () => true },
  {
    name: "whileIndex",
    type: "int",
    expr: "let i = 0\n  while i < size($X) and $X[i].rank != 6 { i += 1 }\n  $R = i",
    expected: (xs) => {
      const i = xs.findIndex((c) => c.rank === 6);
      return i < 0 ? xs.length : i;
    },
  },
  {
    name: "matchStmt",
    type: "str",
    expr: 'match $X[0].suit { H, D { $R = "red" } else { $R = "black" } }',
    expected: (xs) => (["H", "D"].includes(first(xs).suit) ? "red" : "black"),
  },
  { name: "logText", type: "int", expr: 'log "cards " + $X\n  $R = 1', expected: () => 1 },
];

/** Forms that must stop the game with a rules error on every kind of value. */
const FAILING: { name: string; expr: string; message: RegExp }[] = [
  { name: "indexPastEnd", expr: "$X[size($X)]", message: /outside a list/ },
  { name: "indexNine", expr: "$X[9]", message: /outside a list/ },
  { name: "indexNegative", expr: "$X[0 - 1]", message: /outside a list/ },
  { name: "firstNone", expr: "first(c in $X where c.rank > 7)", message: /./ },
];

/** Values that hold ints, each its own numbers: the forms that take any list, on ranges, literals, constants, options, locals, variables and computed lists. */
interface IntKind {
  name: string;
  /** As written in the rule and in the fn (`ns` is a local in the rule, a parameter in the fn). */
  spelled: string;
  values: number[];
}
const INT_KINDS: IntKind[] = [
  { name: "range", spelled: "(2..5)", values: [2, 3, 4, 5] },
  { name: "literal", spelled: "([4, 1, 3, 1])", values: [4, 1, 3, 1] },
  { name: "const", spelled: "NUMS", values: [6, 2, 5] },
  { name: "option", spelled: "picks", values: [2, 7, 1] },
  { name: "intLocal", spelled: "ns", values: [5, 2, 6, 2] },
  { name: "intVar", spelled: "nums", values: [3, 6, 1, 6] },
  {
    name: "mapped",
    spelled: "map(c in trick of c.rank)",
    values: (KINDS[0]?.cards ?? []).map((id) => cardOf(id).rank),
  },
];

/** `a < b` on list<int>: lexicographic, a prefix first. */
const lexLess = (a: number[], b: number[]): boolean => {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return (a[i] ?? 0) < (b[i] ?? 0);
  return a.length < b.length;
};
const nth = (ns: number[], i: number): number => {
  const n = ns[i];
  if (n === undefined) throw new Error(`the test's lists have an element ${i}`);
  return n;
};
const sumOf = (ns: number[]): number => ns.reduce((a, n) => a + n, 0);

interface IntCase {
  name: string;
  type: "int" | "bool" | "str" | "list<int>" | "list<list<int>>";
  expr: string;
  expected(ns: number[]): unknown;
}
const INT_CASES: IntCase[] = [
  { name: "index", type: "int", expr: "$X[1]", expected: (ns) => nth(ns, 1) },
  { name: "indexLast", type: "int", expr: "$X[size($X) - 1]", expected: (ns) => nth(ns, ns.length - 1) },
  { name: "size", type: "int", expr: "size($X)", expected: (ns) => ns.length },
  { name: "count", type: "int", expr: "count($X)", expected: (ns) => ns.length },
  { name: "sum", type: "int", expr: "sum($X)", expected: sumOf },
  { name: "max", type: "int", expr: "max($X)", expected: (ns) => Math.max(...ns) },
  { name: "min", type: "int", expr: "min($X)", expected: (ns) => Math.min(...ns) },
  { name: "inTrue", type: "bool", expr: "$X[1] in $X", expected: () => true },
  { name: "inSeven", type: "bool", expr: "7 in $X", expected: (ns) => ns.includes(7) },
  { name: "concat", type: "list<int>", expr: "$X + $X", expected: (ns) => [...ns, ...ns] },
  { name: "append", type: "list<int>", expr: "$X + [9]", expected: (ns) => [...ns, 9] },
  { name: "same", type: "bool", expr: "$X == $X", expected: () => true },
  { name: "notSame", type: "bool", expr: "$X != $X + [0]", expected: () => true },
  { name: "prefixLess", type: "bool", expr: "$X < $X + [0]", expected: () => true },
  { name: "lessThanThree", type: "bool", expr: "$X < [3]", expected: (ns) => lexLess(ns, [3]) },
  { name: "reverse", type: "list<int>", expr: "reverse($X)", expected: (ns) => ns.slice().reverse() },
  { name: "distinct", type: "list<int>", expr: "distinct($X + $X)", expected: (ns) => [...new Set(ns)] },
  {
    name: "subsets",
    type: "list<list<int>>",
    expr: "subsets($X, 2)",
    expected: (ns) => ns.flatMap((a, i) => ns.slice(i + 1).map((b) => [a, b])),
  },
  { name: "flatten", type: "list<int>", expr: "flatten([$X, [0]])", expected: (ns) => [...ns, 0] },
  {
    name: "maxKey",
    type: "list<int>",
    expr: "max(p in subsets($X, 2) of p)",
    expected: (ns) =>
      ns.flatMap((a, i) => ns.slice(i + 1).map((b) => [a, b])).reduce((m, p) => (lexLess(m, p) ? p : m)),
  },
  {
    name: "sort",
    type: "list<int>",
    expr: "sort(n in $X of n)",
    expected: (ns) => ns.slice().sort((a, b) => a - b),
  },
  {
    name: "sortDesc",
    type: "list<int>",
    expr: "sortDesc(n in $X of n)",
    expected: (ns) => ns.slice().sort((a, b) => b - a),
  },
  {
    name: "countWhere",
    type: "int",
    expr: "count(n in $X where n > 2)",
    expected: (ns) => ns.filter((n) => n > 2).length,
  },
  {
    name: "sumWhereOf",
    type: "int",
    expr: "sum(n in $X where n % 2 == 1 of n * n)",
    expected: (ns) => sumOf(ns.filter((n) => n % 2 === 1).map((n) => n * n)),
  },
  { name: "any", type: "bool", expr: "any(n in $X where n == 1)", expected: (ns) => ns.includes(1) },
  { name: "all", type: "bool", expr: "all(n in $X where n > 1)", expected: (ns) => ns.every((n) => n > 1) },
  {
    name: "filter",
    type: "list<int>",
    expr: "filter(n in $X where n != 2)",
    expected: (ns) => ns.filter((n) => n !== 2),
  },
  {
    name: "map",
    type: "list<int>",
    expr: "map(n in $X of n * 10 + 1)",
    expected: (ns) => ns.map((n) => n * 10 + 1),
  },
  { name: "first", type: "int", expr: "first(n in $X where n > 2)", expected: (ns) => ns.find((n) => n > 2) },
  {
    name: "maxOf",
    type: "int",
    expr: "max(n in $X of 0 - n)",
    expected: (ns) => Math.max(...ns.map((n) => -n)),
  },
  {
    name: "minWhere",
    type: "int",
    expr: "min(n in $X where n > 1 of n)",
    expected: (ns) => Math.min(...ns.filter((n) => n > 1)),
  },
  {
    name: "nested",
    type: "int",
    expr: "count(n in $X where all(m in $X where m <= n))",
    expected: (ns) => ns.filter((n) => ns.every((m) => m <= n)).length,
  },
  { name: "text", type: "str", expr: '"" + $X', expected: (ns) => ns.join(",") },
  {
    name: "match",
    type: "str",
    expr: 'match $X[0] { 1 => "one" 2 => "two" else => "many" }',
    expected: (ns) => (ns[0] === 1 ? "one" : ns[0] === 2 ? "two" : "many"),
  },
  {
    name: "ifExpr",
    type: "int",
    expr: "if 2 in $X then $X[0] else 0 - 1",
    expected: (ns) => (ns.includes(2) ? nth(ns, 0) : -1),
  },
];

/** Lists that may be `none` (`list<int>?`), set in the position, and one left `none`. */
const OPTIONAL_NUMS = [3, 6, 1];
const OPTIONAL_CARDS = ["4H", "1D"];
const OPTIONAL_CASES: {
  name: string;
  type: "int" | "bool" | "str" | "Card";
  expr: string;
  expected: unknown;
}[] = [
  { name: "equals", type: "bool", expr: `onums == [${OPTIONAL_NUMS.join(", ")}]`, expected: true },
  { name: "equalsFlipped", type: "bool", expr: `[${OPTIONAL_NUMS.join(", ")}] == onums`, expected: true },
  {
    name: "differs",
    type: "bool",
    expr: `onums != [${OPTIONAL_NUMS.slice(0, 2).join(", ")}]`,
    expected: true,
  },
  { name: "isNone", type: "bool", expr: "onums == none", expected: false },
  { name: "unsetIsNone", type: "bool", expr: "ounset == none", expected: true },
  { name: "unsetEquals", type: "bool", expr: "ounset == [1]", expected: false },
  { name: "text", type: "str", expr: '"" + onums', expected: OPTIONAL_NUMS.join(",") },
  { name: "textCards", type: "str", expr: '"" + ocards', expected: OPTIONAL_CARDS.join(",") },
  { name: "textNone", type: "str", expr: '"" + ounset', expected: "none" },
  {
    name: "narrowedIndex",
    type: "int",
    expr: "if onums != none then onums[1] else 0",
    expected: OPTIONAL_NUMS[1],
  },
  {
    name: "narrowedSum",
    type: "int",
    expr: "if onums != none then sum(onums) else 0",
    expected: OPTIONAL_NUMS.reduce((a, n) => a + n, 0),
  },
  {
    name: "narrowedCard",
    type: "Card",
    expr: "if ocards != none then ocards[1] else cardsOf(Card)[0]",
    expected: OPTIONAL_CARDS[1],
  },
  {
    name: "narrowedQuery",
    type: "int",
    expr: "if ocards != none then count(c in ocards where c.rank > 2) else 0",
    expected: OPTIONAL_CARDS.filter((id) => cardOf(id).rank > 2).length,
  },
];

const VAR_ZERO: Record<ResultType | IntCase["type"], string> = {
  int: "int = 0",
  bool: "bool = false",
  str: 'str = ""',
  Card: "Card? = none",
  Suit: "Suit? = none",
  "list<Card>": "list<Card> = []",
  "list<int>": "list<int> = []",
  "list<Suit>": "list<Suit> = []",
  "list<list<Card>>": "list<list<Card>> = []",
  "list<list<int>>": "list<list<int>> = []",
};

/**
 * Where a case leaves its result, one variable per type: each case runs from the same position,
 * so they can share it, and views stay small.
 */
const RESULT: Record<keyof typeof VAR_ZERO, string> = {
  int: "r_int",
  bool: "r_bool",
  str: "r_str",
  Card: "r_card",
  Suit: "r_suit",
  "list<Card>": "r_cards",
  "list<int>": "r_ints",
  "list<Suit>": "r_suits",
  "list<list<Card>>": "r_cardLists",
  "list<list<int>>": "r_intLists",
};

const appliesTo = (c: Case, k: ValueKind, context: "rule" | "fn"): boolean =>
  !(c.only === "list" && k.zone) &&
  !(c.only === "zone" && !k.zone) &&
  !(c.only === "rule" && context === "fn");

const spell = (expr: string, value: string): string => expr.replaceAll("$X", value);

function matrixRules(): string {
  const vars: string[] = [];
  const fns: string[] = [];
  const probe: string[] = [];
  const failing: string[] = [];
  for (const k of KINDS) {
    for (const c of STATEMENTS) {
      const r = `s_${c.name}_${k.name}`;
      probe.push(
        `    ${r} {\n  ${c.expr.replaceAll("$X", k.inRule).replaceAll("$R", RESULT[c.type])}\n    }`,
      );
    }
    // A choice whose option ranges over the value: its legal moves are the cards `when` keeps.
    probe.push(`    d_${k.name} { choose me { pick(c: ${k.inRule}) when c.rank > 2 { sink = c } } }`);
    for (const c of CASES) {
      for (const context of ["rule", "fn"] as const) {
        if (!appliesTo(c, k, context)) continue;
        const r = `r_${c.name}_${k.name}_${context}`;
        // One option per case, so a case that stops the game does not hide the others.
        if (context === "rule") probe.push(`    ${r} { ${RESULT[c.type]} = ${spell(c.expr, k.inRule)} }`);
        else {
          fns.push(
            `fn f_${c.name}_${k.name}(me: seat, l: list<Card>, z: zone, ns: list<int>): ${c.type} = ${spell(c.expr, k.inFn)}`,
          );
          probe.push(`    ${r} { ${RESULT[c.type]} = f_${c.name}_${k.name}(me, l, z, ns) }`);
        }
      }
    }
    for (const f of FAILING) {
      failing.push(`    e_${f.name}_${k.name}_rule { sink = ${spell(f.expr, k.inRule)} }`);
      fns.push(
        `fn g_${f.name}_${k.name}(me: seat, l: list<Card>, z: zone, ns: list<int>): Card = ${spell(f.expr, k.inFn)}`,
      );
      failing.push(`    e_${f.name}_${k.name}_fn { sink = g_${f.name}_${k.name}(me, l, z, ns) }`);
    }
  }
  for (const k of INT_KINDS) {
    for (const c of INT_CASES) {
      const r = `n_${c.name}_${k.name}`;
      fns.push(
        `fn f_${r}(me: seat, l: list<Card>, z: zone, ns: list<int>): ${c.type} = ${spell(c.expr, k.spelled)}`,
      );
      probe.push(`    ${r}_rule { ${RESULT[c.type]} = ${spell(c.expr, k.spelled)} }`);
      probe.push(`    ${r}_fn { ${RESULT[c.type]} = f_${r}(me, l, z, ns) }`);
    }
  }
  for (const c of OPTIONAL_CASES) {
    const r = `o_${c.name}`;
    fns.push(`fn f_${r}(): ${c.type} = ${c.expr}`);
    probe.push(`    ${r}_rule { ${RESULT[c.type]} = ${c.expr} }`);
    probe.push(`    ${r}_fn { ${RESULT[c.type]} = f_${r}() }`);
  }
  for (const [type, name] of Object.entries(RESULT))
    vars.push(`var ${name}: ${VAR_ZERO[type as keyof typeof RESULT]}`);
  return `
game matrix {
  title "Construct matrix"
  players 2
  variant "standard"
  version "1.0.0"
  position probe
}
board grid: square(rows: 2, cols: 2)
enum Suit { ${SUITS.map(([s, label]) => `${s} "${label}"`).join(", ")} }
card Card { rank: int  suit: Suit }
cards Card into deck { for s in Suit { for r in 1..${RANKS.length} { card "" + r + s { rank: r, suit: s } } } }
zone deck: pile, public
zone scrap: pile, public
zone trick: row, public
zone pool: row, public
zone spare: pile, public
zone table: row, public
zone hand[seat]: hand, public
zone at[cell]: pile, public
zone supply[Suit]: pile, public
var kept: list<Card> = []
var nums: list<int> = []
var onums: list<int>? = none
var ocards: list<Card>? = none
var ounset: list<int>? = none
const NUMS: list<int> = [${INT_KINDS.find((k) => k.name === "const")?.values.join(", ")}]
option picks: list<int> = [${INT_KINDS.find((k) => k.name === "option")?.values.join(", ")}]
var sink: Card? = none
${vars.join("\n")}
${fns.join("\n")}
rule probe(me: seat) {
  let l: list<Card> = pool
  let z = spare
  let ns: list<int> = [${INT_KINDS.find((k) => k.name === "intLocal")?.values.join(", ")}]
  choose me {
${probe.join("\n")}
${failing.join("\n")}
  }
}
flow { probe(seats[0]) }
`;
}

function placement() {
  const zones: Record<string, string[]> = {};
  for (const k of KINDS) {
    const zone = ZONE_OF[k.name];
    if (zone) zones[zone] = k.cards;
  }
  zones.table = [HOST];
  const attachments = { [HOST]: KINDS.find((k) => k.attachment)?.cards ?? [] };
  const kept = KINDS.find((k) => k.name === "listVar")?.cards ?? [];
  const nums = INT_KINDS.find((k) => k.name === "intVar")?.values ?? [];
  return { zones, attachments, vars: { kept, nums, onums: OPTIONAL_NUMS, ocards: OPTIONAL_CARDS } };
}

type Engine = Awaited<ReturnType<typeof loadEngine>>;

/**
 * Plays the case's action from `st` and compares the variable it writes with `want`; returns
 * what was wrong (nothing when it matched), so a table of cases reports every failure at once.
 */
function resultOf(
  e: Engine,
  st: unknown,
  action: string,
  variable: string,
  want: unknown,
  where: string,
): string[] {
  try {
    const after = e.applyMove(st as never, { seat: 0, action, args: {} });
    const got = e.view(after, "spectator").vars[variable];
    return JSON.stringify(got) === JSON.stringify(want)
      ? []
      : [`${where}: ${JSON.stringify(got)}, expected ${JSON.stringify(want)}`];
  } catch (err) {
    return [`${where} threw ${(err as Error).name}: ${(err as Error).message}`];
  }
}

// One engine of ~1,400 cases, each run from the same position and read through view(): a few
// seconds on a quiet machine; the timeout is only a hang guard.
describe("the construct matrix", { timeout: 300_000 }, () => {
  const engine = loadEngine("construct-matrix", { "matrix.ludic": matrixRules() });

  it("evaluates every form on every kind of value, in a rule and in a fn", async () => {
    const e = await engine;
    const st = e.position(placement());
    const wrong: string[] = [];
    let checked = 0;
    for (const k of KINDS) {
      const xs = k.cards.map(cardOf);
      for (const c of CASES) {
        for (const context of ["rule", "fn"] as const) {
          if (!appliesTo(c, k, context)) continue;
          const r = `r_${c.name}_${k.name}_${context}`;
          const want = c.expected(xs, topFirst(k, xs));
          const where = `${spell(c.expr, k.inRule)} (${k.name}, in a ${context})`;
          checked++;
          wrong.push(...resultOf(e, st, r, RESULT[c.type], want, where));
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(KINDS.length * CASES.length);
  });

  it("evaluates every form on every kind of list of ints, in a rule and in a fn", async () => {
    const e = await engine;
    const st = e.position(placement());
    const wrong: string[] = [];
    for (const k of INT_KINDS) {
      for (const c of INT_CASES) {
        for (const context of ["rule", "fn"] as const) {
          const r = `n_${c.name}_${k.name}_${context}`;
          const want = c.expected(k.values);
          const where = `${spell(c.expr, k.spelled)} (${k.name}, in a ${context})`;
          wrong.push(...resultOf(e, st, r, RESULT[c.type], want, where));
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("compares, prints and reads (once narrowed) lists that may be none", async () => {
    const e = await engine;
    const st = e.position(placement());
    const wrong: string[] = [];
    for (const c of OPTIONAL_CASES) {
      for (const context of ["rule", "fn"] as const) {
        const r = `o_${c.name}_${context}`;
        wrong.push(...resultOf(e, st, r, RESULT[c.type], c.expected, `${c.expr} (in a ${context})`));
      }
    }
    expect(wrong).toEqual([]);
  });

  it("runs every statement that takes a value on every kind of value", async () => {
    const e = await engine;
    const st = e.position(placement());
    const wrong: string[] = [];
    for (const k of KINDS) {
      const xs = k.cards.map(cardOf);
      for (const c of STATEMENTS) {
        const r = `s_${c.name}_${k.name}`;
        const want = c.expected(xs, topFirst(k, xs));
        const where = `${spell(c.expr, k.inRule).replaceAll("\n", ";")} (${k.name})`;
        try {
          const after = e.applyMove(st, { seat: 0, action: r, args: {} });
          const got = e.view(after, "spectator").vars[RESULT[c.type]];
          if (JSON.stringify(got) !== JSON.stringify(want))
            wrong.push(`${where}: ${JSON.stringify(got)}, expected ${JSON.stringify(want)}`);
          if (
            c.name === "logText" &&
            !e.view(after, "spectator").log.some((l) => l.includes(`cards ${ids(xs).join(",")}`))
          )
            wrong.push(`${where}: the log says ${JSON.stringify(e.view(after, "spectator").log)}`);
        } catch (err) {
          wrong.push(`${where} threw ${(err as Error).name}: ${(err as Error).message}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("offers a choice over every kind of value, filtered by its `when`", async () => {
    const e = await engine;
    const st = e.position(placement());
    const wrong: string[] = [];
    for (const k of KINDS) {
      const xs = k.cards.map(cardOf);
      const asked = e.applyMove(st, { seat: 0, action: `d_${k.name}`, args: {} });
      const offered = e.legalMoves(asked, 0).map((m) => m.args.c);
      const want = ids(xs.filter((c) => c.rank > 2));
      if (JSON.stringify(offered) !== JSON.stringify(want))
        wrong.push(
          `pick(c: ${k.inRule}) offers ${JSON.stringify(offered)}, expected ${JSON.stringify(want)}`,
        );
      const picked = want[0];
      if (picked === undefined) continue;
      const after = e.applyMove(asked, { seat: 0, action: "pick", args: { c: picked } });
      if (e.view(after, "spectator").vars.sink !== picked)
        wrong.push(`pick(c: ${k.inRule}) did not bind ${picked}`);
    }
    expect(wrong).toEqual([]);
  });

  it("stops with a rules error for an index outside the value, or nothing to take, on every kind", async () => {
    const e = await engine;
    const st = e.position(placement());
    const wrong: string[] = [];
    for (const k of KINDS) {
      for (const f of FAILING) {
        for (const context of ["rule", "fn"] as const) {
          const action = `e_${f.name}_${k.name}_${context}`;
          try {
            const after = e.applyMove(st, { seat: 0, action, args: {} });
            wrong.push(
              `${spell(f.expr, k.inRule)} (${k.name}, in a ${context}) gave ${JSON.stringify(e.view(after, "spectator").vars.sink)}`,
            );
          } catch (err) {
            const name = (err as Error).name;
            const message = (err as Error).message;
            if (name !== "RulesError" || !f.message.test(message))
              wrong.push(`${spell(f.expr, k.inRule)} (${k.name}, in a ${context}) threw ${name}: ${message}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
