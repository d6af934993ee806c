/**
 * The typed AST of the Ludic rules language.
 *
 * This file is the contract between the phases: the parser builds these nodes from the CST, the
 * binder/checker annotates nothing in place (it returns side tables keyed by node), and the
 * compiler lowers them to IR. Every node carries a `span` so any later phase can point at the
 * rules text it came from.
 */

/** One `name: expression` of a card type's appearance block (the field names: ast/appearance.ts). */
export interface AppearanceField extends Node {
  kind: "AppearanceField";
  name: Identifier;
  value: Expression;
}

export interface Position {
  /** 0-based character offset in the file. */
  offset: number;
  /** 1-based line. */
  line: number;
  /** 1-based column. */
  column: number;
}

export interface Span {
  file: string;
  start: Position;
  /** Exclusive end. */
  end: Position;
}

export interface Node {
  span: Span;
}

export interface Identifier extends Node {
  kind: "Identifier";
  name: string;
}

// ---------------------------------------------------------------------------------------------
// Files and declarations
// ---------------------------------------------------------------------------------------------

export interface RulesFile extends Node {
  kind: "RulesFile";
  /** `game …` in a base file, `variant …` in a variant file; null when the header is missing. */
  header: GameHeader | VariantHeader | null;
  declarations: Declaration[];
}

/** One `key value` line in a `game {}` or `variant {}` header block. */
export interface HeaderField extends Node {
  kind: "HeaderField";
  key: Identifier; // title, summary, players, variant, version, position
  value: Expression;
}

/** `game cuttle { title "Cuttle"  players 2  variant "classic" … }` */
export interface GameHeader extends Node {
  kind: "GameHeader";
  id: Identifier;
  fields: HeaderField[];
}

/** `variant "cuttle-cards" extends "classic" { title "…" }` */
export interface VariantHeader extends Node {
  kind: "VariantHeader";
  id: StringLiteral;
  base: StringLiteral;
  fields: HeaderField[];
}

export type Declaration =
  | EnumDecl
  | CardTypeDecl
  | CardsDecl
  | ConstDecl
  | VarDecl
  | ZoneDecl
  | RevealDecl
  | CardRevealDecl
  | AnytimeDecl
  | FnDecl
  | RuleDecl
  | OptionsDecl
  | FlowDecl
  | BoardDecl
  | OptionDecl
  | PresentationDecl;

/** Declarations a variant may replace with `override` (same name, same signature). */
export type OverridableDecl = ConstDecl | FnDecl | RuleDecl | OptionsDecl | FlowDecl | OptionDecl;

/** `enum Suit { C "clubs", D "diamonds" }` — declaration order is the enum's order. */
export interface EnumDecl extends Node {
  kind: "EnumDecl";
  name: Identifier;
  members: EnumMember[];
}

export interface EnumMember extends Node {
  kind: "EnumMember";
  name: Identifier;
  /** Human label, e.g. "hearts"; defaults to the member's name. */
  label: StringLiteral | null;
}

/** `card Card { rank: int  suit: Suit  name: str = RANK_NAMES[rank - 1] + " of " + suit.label }` */
export interface CardTypeDecl extends Node {
  kind: "CardTypeDecl";
  name: Identifier;
  fields: CardField[];
  /** The fields of its `appearance { … }` blocks, in order (ast/appearance.ts); empty without one. */
  appearance: AppearanceField[];
}

export interface CardField extends Node {
  kind: "CardField";
  name: Identifier;
  type: TypeRef;
  /** A derived attribute, computed from the other attributes when the catalogue is built. */
  derived: Expression | null;
}

/**
 * `cards Card into deck { for suit in Suit { for rank in 1..13 { card RANKS[rank-1] + suit { rank: rank, suit: suit } } } }`
 * Builds part of the card catalogue at compile time. `into` names the zone where these cards
 * begin a game (and where `position()` puts the ones a position does not list).
 */
export interface CardsDecl extends Node {
  kind: "CardsDecl";
  cardType: Identifier;
  home: Identifier;
  body: CatalogueStatement[];
}

/** A zone named in a declaration (`into deck`): a plain name, resolved by the checker. */
export type ZoneRef = Identifier;

export type CatalogueStatement = CatalogueFor | CatalogueCard | CatalogueLet;

export interface CatalogueFor extends Node {
  kind: "CatalogueFor";
  variable: Identifier;
  source: Expression;
  body: CatalogueStatement[];
}

export interface CatalogueLet extends Node {
  kind: "CatalogueLet";
  name: Identifier;
  value: Expression;
}

/** `card ID_EXPR { attr: expr, … }` */
export interface CatalogueCard extends Node {
  kind: "CatalogueCard";
  id: Expression;
  attributes: FieldInit[];
}

export interface FieldInit extends Node {
  kind: "FieldInit";
  name: Identifier;
  value: Expression;
}

/** `const GOALS: list<int> = [21, 14, 10, 7, 5]` — evaluated at compile time. */
export interface ConstDecl extends Node {
  kind: "ConstDecl";
  override: boolean;
  name: Identifier;
  type: TypeRef | null;
  value: Expression;
}

/**
 * Game state variables.
 *   `var passes: int = 0`            one for the game
 *   `var vp[seat]: int = 0`          one per seat
 *   `var frozen[Card]: bool = false` one per card
 */
export interface VarDecl extends Node {
  kind: "VarDecl";
  name: Identifier;
  /** null for a single variable; `seat`, a card type, an enum or `cell` for an indexed family. */
  index: Identifier | null;
  type: TypeRef;
  init: Expression;
}

export type ZoneKind = "pile" | "hand" | "row";
export type Visibility = "hidden" | "owner" | "public";

/**
 * `zone hand[seat]: hand, owner`, `zone at[cell]: pile, public`, `zone supply[Colour]: pile, public`
 * — one zone for the game, or one per seat, card, enum member or board cell.
 */
export interface ZoneDecl extends Node {
  kind: "ZoneDecl";
  name: Identifier;
  /** The index in brackets (`seat`, a card type, an enum, `cell`); null for a single zone. */
  index: Identifier | null;
  /** `index` is `seat`. */
  perSeat: boolean;
  zoneKind: Identifier; // pile | hand | row (checked, so a typo gets a diagnostic)
  visibility: Identifier; // hidden | owner | public
  /** `row of Chip`: the card type the zone holds; absent: the game's first card type. */
  cardType?: Identifier | null;
}

/** `reveal hand[s] to v when v != s and glasses(v)` — a dynamic widening of a zone's visibility. */
export interface RevealDecl extends Node {
  kind: "RevealDecl";
  zone: Identifier;
  /** Names the zone's seat for a per-seat zone (`hand[s]`), null for a global zone. */
  ownerVar: Identifier | null;
  viewerVar: Identifier;
  condition: Expression;
}

/**
 * `reveal c: Card in display[s] to v when up[c]` — a card-level widening of visibility: each
 * card `c` of the type (in the zone, when one is named; `s` names its seat) is shown to viewer
 * `v` while the condition holds. `reveal x: Chip to v when true`: chips are public wherever
 * they are, even attached to hidden cards.
 */
export interface CardRevealDecl extends Node {
  kind: "CardRevealDecl";
  variable: Identifier;
  cardType: Identifier;
  /** `in display[s]`: only cards directly in this zone; null: every card of the type. */
  zone: Identifier | null;
  ownerVar: Identifier | null;
  viewerVar: Identifier;
  condition: Expression;
}

export interface Param extends Node {
  kind: "Param";
  name: Identifier;
  type: TypeRef;
}

/** `fn goal(s: seat): int = GOALS[kings(s)]` or with a block body. Pure: no moves, no choices. */
export interface FnDecl extends Node {
  kind: "FnDecl";
  override: boolean;
  name: Identifier;
  params: Param[];
  returnType: TypeRef;
  body: Expression | Block;
}

/** `rule turn(me: seat) { … }` — a procedure: may change state and ask for decisions. */
export interface RuleDecl extends Node {
  kind: "RuleDecl";
  override: boolean;
  name: Identifier;
  params: Param[];
  returnType: TypeRef | null;
  /**
   * `rule r(…) complete { … }`: once called, it must be carried out in full — each decision in
   * it offers only the moves after which it can still finish (see `CanExpr`).
   */
  complete: boolean;
  body: Block;
  /**
   * Only on the rules the checker makes for `position()` (check/position-entry.ts): the rule this
   * one resumes (`flow` for the entry itself); decisions and frames are named after it.
   */
  copyOf?: string;
}

/** `options play(me: seat, from: zone) { points(card: from) when … { … } … }` — a reusable set of choices. */
export interface OptionsDecl extends Node {
  kind: "OptionsDecl";
  override: boolean;
  name: Identifier;
  params: Param[];
  options: ChooseItem[];
}

/**
 * `option dogPlacement: str = "even-split" in ["even-split", "random-in-part"] where …` — a setup
 * option: chosen in `setup({ options })`, read-only in the rules. `allowed` and `where` restrict
 * the values `setup()` accepts; a variant may `override option` to change the default or narrow
 * the allowed values (same type).
 */
export interface OptionDecl extends Node {
  kind: "OptionDecl";
  override: boolean;
  name: Identifier;
  type: TypeRef;
  default: Expression;
  /** `in [a, b]`, `in 1..5`, `in Deck`: the allowed values (a list, range or enum). */
  allowed: Expression | null;
  /** `where size(decks) == 2`: checked when a game is set up, with every option's value. */
  where: Expression | null;
}

/**
 * `board land: hex(rows: 20, cols: 20, offset: oddR)`, `board grid: square(rows: 6, cols: 7, diagonal: true)`
 * — the game's board (one per game): its cells are the values of the type `cell`.
 */
export interface BoardDecl extends Node {
  kind: "BoardDecl";
  name: Identifier;
  /** `hex` or `square` (checked, so a typo gets a diagnostic). */
  shape: Identifier;
  /** `rows: 20`, `offset: oddR`: named arguments, checked per shape. */
  args: FieldInit[];
}

/**
 * `anytime concede(me: seat) when … { finish [next(me)] "conceded" }` — a move any seat may make
 * at any point of the game (not while another anytime move is being resolved), whatever
 * decision is pending. Its body runs as a rule; when it returns, the interrupted decision is
 * pending again, unchanged.
 */
export interface AnytimeDecl extends Node {
  kind: "AnytimeDecl";
  name: Identifier;
  params: Param[];
  when: Expression | null;
  body: Block;
}

/**
 * How the table presents the rules, never what they mean (docs/language.md "Presenting the
 * game"): `help scuttle "…"` (a help text for an action, a rule or a card type), `show gold
 * "Gold"` (a variable, or the `score` / `goal` line, shown to players with its label),
 * `internal passes, ending` (variables never shown as player information, enum members a board
 * draws as nothing), `label stack "Resolving"` (an action's or a zone's name), `say scuttle
 * "Scuttle {target} with {card}"` (a move in words), `colour G "#8bc34a"` (an enum member's colour).
 */
export interface PresentationDecl extends Node {
  kind: "PresentationDecl";
  form: "help" | "show" | "internal" | "label" | "say" | "colour";
  /** What it is about, in order: one name for every form but `internal`, which takes any number. */
  names: Identifier[];
  /** The help text, the label, the sentence or the colour; null when none is written. */
  text: StringLiteral | null;
}

/** `flow { … }` — the whole game from the deal; runs when `setup()` is called. */
export interface FlowDecl extends Node {
  kind: "FlowDecl";
  override: boolean;
  body: Block;
}

// ---------------------------------------------------------------------------------------------
// Types
// ---------------------------------------------------------------------------------------------

/** `int`, `bool`, `str`, `seat`, `zone`, `Card`, `Suit`, `list<Card>` */
export interface TypeRef extends Node {
  kind: "TypeRef";
  name: Identifier;
  args: TypeRef[];
  /** `Card?`: the type's values or `none`. */
  optional?: boolean;
}

// ---------------------------------------------------------------------------------------------
// Statements
// ---------------------------------------------------------------------------------------------

export interface Block extends Node {
  kind: "Block";
  statements: Statement[];
}

export type Statement =
  | LetStmt
  | AssignStmt
  | IfStmt
  | LoopStmt
  | WhileStmt
  | ForStmt
  | BreakStmt
  | ContinueStmt
  | ReturnStmt
  | MoveStmt
  | AttachStmt
  | ShuffleStmt
  | PeekStmt
  | RequireStmt
  | ChooseStmt
  | FinishStmt
  | LogStmt
  | MatchStmt
  | ExprStmt;

export interface LetStmt extends Node {
  kind: "LetStmt";
  name: Identifier;
  type: TypeRef | null;
  value: Expression;
}

/** `x = e`, `x += e`, `x -= e`, `vp[me] += 1`, `frozen[c] = true` */
export interface AssignStmt extends Node {
  kind: "AssignStmt";
  target: NameRef | IndexExpr;
  op: "=" | "+=" | "-=";
  value: Expression;
}

export interface IfStmt extends Node {
  kind: "IfStmt";
  condition: Expression;
  then: Block;
  /** `else if` chains nest an IfStmt here. */
  else: Block | IfStmt | null;
}

export interface LoopStmt extends Node {
  kind: "LoopStmt";
  body: Block;
}

export interface WhileStmt extends Node {
  kind: "WhileStmt";
  condition: Expression;
  body: Block;
}

/** `for p in seats { … }` — iterates a snapshot of the source taken when the loop starts. */
export interface ForStmt extends Node {
  kind: "ForStmt";
  variable: Identifier;
  source: Expression;
  body: Block;
}

export interface BreakStmt extends Node {
  kind: "BreakStmt";
}

export interface ContinueStmt extends Node {
  kind: "ContinueStmt";
}

export interface ReturnStmt extends Node {
  kind: "ReturnStmt";
  value: Expression | null;
}

export type MovePlacement = "top" | "bottom" | "random";

/**
 * `move c to scrap`, `move top(deck, 2) to hand[me]`, `move dog to drawPile at random`,
 * `move dog to drawPile at 24`. A card moves with the cards attached to it.
 */
export interface MoveStmt extends Node {
  kind: "MoveStmt";
  cards: Expression;
  to: Expression;
  /** null: the zone kind's default (top of a pile, end of a hand or row). */
  at: MovePlacement | Expression | null;
}

/** `attach j to target` — puts a card on a card (it leaves its zone and travels with the host). */
export interface AttachStmt extends Node {
  kind: "AttachStmt";
  card: Expression;
  host: Expression;
}

/**
 * `peek c to me`, `peek drawn to seats`, `peek c to [me, o]`: the seats (a seat or a list) now
 * know the cards (a card, a list or a zone's cards) — their views show them — until a card
 * moves (or its zone is shuffled). `knows(s, c)` reads it.
 */
export interface PeekStmt extends Node {
  kind: "PeekStmt";
  cards: Expression;
  seats: Expression;
}

/**
 * `require size(deck) > 0` — the rule cannot go on unless the condition holds: a rules error in
 * play, a dead path when `can` or a `complete` rule explores it.
 */
export interface RequireStmt extends Node {
  kind: "RequireStmt";
  condition: Expression;
}

export interface ShuffleStmt extends Node {
  kind: "ShuffleStmt";
  zone: Expression;
}

/**
 * A decision: `choose me { draw when … { … }  pass { … }  use play(me, hand[me]) } otherwise { … }`.
 * A suspension point: the engine stops here until the seat's move arrives. The legal moves are
 * exactly the options whose parameters and `when` hold. `otherwise` runs when none does (without
 * it, a choice with no option is a rules error reported by the checker where it can be seen and
 * at run time otherwise).
 */
export interface ChooseStmt extends Node {
  kind: "ChooseStmt";
  /** The seat that decides; for `choose simultaneously p in SEATS`, the list SEATS. */
  seat: Expression;
  /**
   * `choose simultaneously p in SEATS { … }`: the seat variable `p`, bound to each seat in the
   * options (null for an ordinary `choose`). Every listed seat answers, hidden from the others;
   * the option bodies run in seat order once all have answered.
   */
  simultaneous: Identifier | null;
  items: ChooseItem[];
  otherwise: Block | null;
}

export type ChooseItem = ChoiceOption | UseOptions;

/** `scuttle(card: from, target: points[next(me)]) when beats(card, target) { … }` */
export interface ChoiceOption extends Node {
  kind: "ChoiceOption";
  /** Becomes the move's `action`. */
  name: Identifier;
  params: OptionParam[];
  when: Expression | null;
  body: Block;
}

/** `card: hand[me]` — the move argument `card` ranges over the cards (or seats, ints, enum members) of the domain. */
export interface OptionParam extends Node {
  kind: "OptionParam";
  name: Identifier;
  domain: Expression;
}

/** `use play(me, hand[me])` — includes the options of an `options` declaration. */
export interface UseOptions extends Node {
  kind: "UseOptions";
  name: Identifier;
  args: Expression[];
}

/** `finish [me] "reached their goal"` / `finish [] "three passes"` — ends the game. */
export interface FinishStmt extends Node {
  kind: "FinishStmt";
  winners: Expression;
  reason: Expression;
}

/** `log me + " scuttles " + target` — a line in the game log. */
export interface LogStmt extends Node {
  kind: "LogStmt";
  message: Expression;
}

export interface ExprStmt extends Node {
  kind: "ExprStmt";
  expression: Expression;
}

/**
 * `match card.rank { 1 { … } 2, 9 { … } else { … } }` — runs the first arm one of whose patterns
 * equals the subject (an int, str, bool or enum value); `else` runs when none does. Without
 * `else`, a subject no arm names is a rules error at run time.
 */
export interface MatchStmt extends Node {
  kind: "MatchStmt";
  subject: Expression;
  arms: MatchArm[];
  otherwise: Block | null;
}

/** `2, 9 { … }`: patterns are literals (`3`, `-1`, `"fire"`, `true`) or enum members (`H`, `Suit.H`). */
export interface MatchArm extends Node {
  kind: "MatchArm";
  patterns: Expression[];
  body: Block;
}

// ---------------------------------------------------------------------------------------------
// Expressions
// ---------------------------------------------------------------------------------------------

export type Expression =
  | IntLiteral
  | StringLiteral
  | BoolLiteral
  | NoneLiteral
  | ListLiteral
  | NameRef
  | MemberExpr
  | IndexExpr
  | CallExpr
  | UnaryExpr
  | BinaryExpr
  | RangeExpr
  | QueryExpr
  | IfExpr
  | MatchExpr
  | GridLiteral
  | CanExpr;

export interface IntLiteral extends Node {
  kind: "IntLiteral";
  value: number;
}

export interface StringLiteral extends Node {
  kind: "StringLiteral";
  value: string;
}

export interface BoolLiteral extends Node {
  kind: "BoolLiteral";
  value: boolean;
}

/** `none`: the absent value of an optional type (`Card?`, `seat?`). */
export interface NoneLiteral extends Node {
  kind: "NoneLiteral";
}

export interface ListLiteral extends Node {
  kind: "ListLiteral";
  elements: Expression[];
}

/** Any name: a local, parameter, const, var, zone, enum, enum member, card type or builtin. */
export interface NameRef extends Node {
  kind: "NameRef";
  name: Identifier;
}

/** `c.rank`, `Suit.H`, `suit.label` */
export interface MemberExpr extends Node {
  kind: "MemberExpr";
  object: Expression;
  member: Identifier;
}

/** `hand[me]`, `vp[p]`, `GOALS[k]` */
export interface IndexExpr extends Node {
  kind: "IndexExpr";
  object: Expression;
  index: Expression;
}

export interface CallExpr extends Node {
  kind: "CallExpr";
  callee: Identifier;
  args: Expression[];
}

export interface UnaryExpr extends Node {
  kind: "UnaryExpr";
  op: "not" | "-";
  operand: Expression;
}

export type BinaryOp =
  | "or"
  | "and"
  | "=="
  | "!="
  | "<"
  | "<="
  | ">"
  | ">="
  | "in"
  | "+"
  | "-"
  | "*"
  | "/"
  | "%";

export interface BinaryExpr extends Node {
  kind: "BinaryExpr";
  op: BinaryOp;
  left: Expression;
  right: Expression;
}

/** `1..13` — inclusive on both ends. */
export interface RangeExpr extends Node {
  kind: "RangeExpr";
  from: Expression;
  to: Expression;
}

export type QueryOp =
  | "count"
  | "sum"
  | "any"
  | "all"
  | "filter"
  | "map"
  | "first"
  | "max"
  | "min"
  /** `sort(x in l of key)`: ascending by an int or `list<int>` key, stable; `sortDesc` descending. */
  | "sort"
  | "sortDesc";

/**
 * `count(c in royals[v] where c.rank == 8)`, `sum(c in points[s] of c.rank)`,
 * `map(c in points[p] where size(attached(c)) > 0 of top(attached(c)))`.
 */
export interface QueryExpr extends Node {
  kind: "QueryExpr";
  op: QueryOp;
  variable: Identifier;
  source: Expression;
  where: Expression | null;
  of: Expression | null;
}

/** `match role { "knight" => Knight  "soldier-a", "soldier-b" => Soldier  else => Wizard }` */
export interface MatchExpr extends Node {
  kind: "MatchExpr";
  subject: Expression;
  arms: MatchExprArm[];
  /** The `else =>` value; without it, a subject no arm names is a rules error at run time. */
  otherwise: Expression | null;
}

export interface MatchExprArm extends Node {
  kind: "MatchExprArm";
  patterns: Expression[];
  value: Expression;
}

/**
 * `can playUp(me, card)` — true when some sequence of choices carries the rule to its end (or
 * to a `finish`) from the current state, tried on a copy: a pure `bool`.
 */
export interface CanExpr extends Node {
  kind: "CanExpr";
  call: CallExpr;
}

/** `if cond then a else b` */
export interface IfExpr extends Node {
  kind: "IfExpr";
  condition: Expression;
  then: Expression;
  else: Expression;
}

/**
 * `grid Terrain { "GGTT" "GWWT" }` — a compile-time `list<list<Terrain>>`: one row per string,
 * each character the one-letter member of the enum with that name (spaces are ignored).
 */
export interface GridLiteral extends Node {
  kind: "GridLiteral";
  enumName: Identifier;
  rows: StringLiteral[];
}

export type AnyNode =
  | RulesFile
  | GameHeader
  | VariantHeader
  | HeaderField
  | Declaration
  | EnumMember
  | CardField
  | AppearanceField
  | CatalogueStatement
  | FieldInit
  | Param
  | TypeRef
  | Block
  | Statement
  | ChooseItem
  | OptionParam
  | MatchArm
  | MatchExprArm
  | Expression
  | Identifier;
