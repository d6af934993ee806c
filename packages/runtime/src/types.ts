/**
 * The engine contract's shared types (docs/engine-api.md). Each generated engine narrows them:
 * its `Move` is a union of its own actions, its `State` its own layout, and its src/types.ts
 * passes its `GameTypes` (zone keys, variables, variants, options, moves) to `View`,
 * `Decision`, `SetupOptions`, `PositionSpec` and `GameRecord`. Without a type argument each is
 * the type of any game's, as before.
 */

/** A seat at the table, 0-based in seat order. */
export type Seat = number;

/** A move argument: a card id ("10H"), a seat, an int, or an enum member's name. */
export type MoveArg = string | number;

/**
 * A card named by its place, in moves of a seat that cannot see it: `display[1]@0` (a zone's key
 * and the index from its top or left) or `9H/0` (the card attached to the 9H, bottom first).
 */
export type CardPlace = `${string}@${number}` | `${string}/${number}`;

export interface Move {
  seat: Seat;
  action: string;
  args: Record<string, MoveArg>;
}

/**
 * What a generated engine's types narrow (its src/types.ts writes one): the keys of its zone
 * instances ("deck", `hand[${number}]`), its variables as views show them, its variant ids,
 * its setup options and its moves. The members are constraints; `AnyGame` is any game's.
 */
export interface GameTypes {
  zone: string;
  vars: object;
  variant: string;
  /** The options `setup()` takes: every one optional (the others take their defaults). */
  options: object;
  move: Move;
}

/** The default of the contract's types: a game whose names are not known (bots, UIs, tests). */
export interface AnyGame extends GameTypes {
  vars: Record<string, unknown>;
  options: GameOptions;
}

/**
 * Who must decide now, and between which actions. `decisions()` returns one per seat the game
 * waits for: usually one, but a `choose simultaneously` waits for several seats at once, and
 * each may move in any order (`applyMove` accepts a move from any seat still to answer). A seat
 * that has answered drops out; its answer stays hidden from the others (see `View.commitments`)
 * until every seat has answered and the answers take effect together.
 */
export interface Decision<G extends GameTypes = AnyGame> {
  seat: Seat;
  /** The actions this seat may take (their names; `legalMoves` gives the arguments). */
  actions: G["move"]["action"][];
  /** The rule that asks, for people: "turn" or "survivesCounters". */
  rule: string;
  /** Where that decision is written in the rules. */
  source: SourceLocation;
}

export interface Outcome {
  /** Empty for a draw where the rules say nobody wins. */
  winners: Seat[];
  scores: number[];
  reason: string;
}

/** An option's value as JSON: enum members by name; lists of these for list options. */
export type OptionValue = string | number | boolean | OptionValue[];

export type GameOptions = Record<string, OptionValue>;

export interface SetupOptions<G extends GameTypes = AnyGame> {
  players: number;
  seed: string;
  variant?: G["variant"];
  options?: G["options"];
  /**
   * The seat the rules start from, for rematches and tests: what the rules' `startSeat()`
   * returns (the first player, or the dealer, as each game's rules say); absent, a seeded random
   * seat. A record keeps it (`GameRecord.startSeat`) so its replay starts the same way.
   */
  startSeat?: Seat;
}

/** A variable's value in a position: cards, cells and enum members by name, lists as arrays. */
export type PositionValue = MoveArg | boolean | null | PositionValue[];

/** Whether K is a pattern of keys (`string`, `hand[${number}]`) rather than one key. */
type IsPattern<K extends PropertyKey> = Record<never, never> extends Record<K, 1> ? true : false;

/**
 * Some of the keys K, each with a V: a key is optional, a pattern is an index signature (so an
 * object of it stays assignable to `Record<string, V>`, as `{ [k]?: V }` over a pattern is not).
 */
export type Keyed<K extends PropertyKey, V> = {
  [P in K as IsPattern<P> extends true ? never : P]?: V;
} & { [P in K as IsPattern<P> extends true ? P : never]: V };

export interface PositionSpec<G extends GameTypes = AnyGame> {
  players?: number;
  variant?: G["variant"];
  seed?: string;
  /** The seat whose turn begins the position (default 0). */
  toMove?: Seat;
  /** `"deck": [...top first]`, `"hand[0]": [...]`; unlisted cards go to their home zone, under the listed ones. */
  zones: Keyed<G["zone"], string[]>;
  /** Host card id → cards attached to it, bottom first. */
  attachments?: Record<string, string[]>;
  /**
   * `"passes": 2`, `"vp[1]": 2`, `"frozen[9H]": true`, `"kept": ["9H", "2C"]` (a list variable, as
   * views show it); `null` is `none` for an optional variable.
   */
  vars?: Keyed<keyof G["vars"], PositionValue>;
  /**
   * What seats know (as after `peek`), by seat: `{ "1": ["9H"] }` — seat 1 knows the 9H until it
   * moves. Applied after the cards are placed.
   */
  known?: Record<string, string[]>;
  /**
   * Cards out of play: in no zone, so no view shows them and the rules meet them only through
   * `cardsOf` (a rule that gathers every card brings them back). A list of ids, or `"unlisted"`
   * for every card `zones` and `attachments` do not list: `{ zones: { deck: ["5H", "6H"] },
   * outOfPlay: "unlisted" }` is a deck of exactly those two cards.
   */
  outOfPlay?: string[] | "unlisted";
  /** Setup options, checked as `setup()` checks them; the others take their defaults. */
  options?: G["options"];
}

export interface GameRecord<G extends GameTypes = AnyGame> {
  game: string;
  rulesVersion: string;
  seed: string;
  players: number;
  variant: G["variant"];
  /** Every option of the variant, defaults included, as `setup()` read them. */
  options: G["options"];
  /** The `startSeat` given to `setup()`, when one was. */
  startSeat?: Seat;
  moves: G["move"][];
}

export interface SourceLocation {
  file: string;
  line: number;
  column: number;
}

export type ZoneKind = "pile" | "hand" | "row";
export type ZoneVisibility = "hidden" | "owner" | "public";

export interface ZoneMeta {
  name: string;
  perSeat: boolean;
  /** What indexes the zone: "seat", "card", "cell" or an enum's name; absent for a single zone. */
  index?: string;
  kind: ZoneKind;
  visibility: ZoneVisibility;
  /** The card type the zone holds, when the game has several (`zone reserve: row of Chip`). */
  cards?: string;
}

/**
 * A card-level `reveal` of the rules (docs/language.md "reveal c: T"): cards of `type` lying
 * directly in `zone` (null: anywhere, attached ones included) are shown while its condition holds,
 * to seats, and to the spectator as well when the condition never reads the viewer (`everyone`).
 */
export interface CardRevealMeta {
  type: string;
  zone: string | null;
  everyone: boolean;
  /** The variants where it is in force. */
  variants: string[];
}

export interface ActionParamMeta {
  name: string;
  /** "card", "seat", "int", "cell" (named "r3c4") or an enum's name. */
  type: string;
}

export interface ActionMeta {
  name: string;
  params: ActionParamMeta[];
  source: SourceLocation;
  /** An `anytime` move (docs/language.md "Anytime moves"): any seat, whatever decision is pending. */
  anytime?: true;
  /** What the action does, from the rules' `help NAME "…"` (docs/language.md "Presenting the game"). */
  help?: string;
}

export interface CardMeta {
  id: string;
  type: string;
  /** The spoken name, from the card type's `name` attribute when it has one, else the id. */
  name: string;
  attributes: Record<string, string | number | boolean>;
  /** How the card looks, when its card type has an `appearance { … }` block. */
  appearance?: CardAppearance;
  /** What the card does (its appearance's `help`), for a tooltip or the move menu. */
  help?: string;
}

/**
 * A card's look from its card type's `appearance { … }`, evaluated per card when the engine is
 * built (docs/language.md, "Card appearance"). Every field is optional; empty values are left out.
 * Ints and enum members are printed (`5`, `"H"`).
 */
export interface CardAppearance {
  /** The card's heading (user interfaces fall back to `name`). */
  title?: string;
  /** A short index for the corners: "10", "Q", "G". */
  corner?: string;
  /** A mark beside the index or in a band: "♥", "Fm". */
  symbol?: string;
  /** A colour word ("red") or a CSS colour ("#8bc34a") for the symbol, index or band. */
  ink?: string;
  /** Further lines of text: "build one more on grass". */
  lines?: string[];
  /** What the card does, for a tooltip (the `help` field; engines publish it as `CardMeta.help`). */
  help?: string;
}

/** A member of an enum of the rules, with its label (`G "grass"`; the name when it has none). */
export interface EnumMemberMeta {
  name: string;
  label: string;
}

/** A game variable, as views key it (`vp[1]` is `vp` indexed by seat). */
export interface VarMeta {
  name: string;
  /**
   * Its values' type: "int", "bool", "str", "seat", "chooser", "card", "cell", an enum's name,
   * "list<…>" of those, "…?" for an optional one (`seat?`: a seat or none).
   */
  type: string;
  /** The index of an indexed variable: "seat", "card" (a card type), "cell" or an enum's name. */
  index?: string;
}

/** A setup option of the rules (`option name: T = default in … where …`). */
export interface OptionMeta {
  name: string;
  /** "int", "bool", "str", an enum's name, or "list<…>" of those. */
  type: string;
  /** The default of the first variant that has the option. */
  default: OptionValue;
  /** The values `setup()` accepts, when the rules limit them (`in …`). */
  allowed?: OptionValue[];
  /** The enum's members, for an enum option (or a list of them). */
  members?: string[];
  /** The rules text of each `where` condition the options must satisfy. */
  conditions?: string[];
  /** The variants that have the option, when not every variant does. */
  variants?: string[];
  /** Variants that change the default or the allowed values (`override option`). */
  overrides?: Record<string, { default: OptionValue; allowed?: OptionValue[] }>;
}

export interface VariantMeta {
  id: string;
  title: string;
  summary: string;
  extends: string | null;
  /** The seats this variant is played with (its `players`, else its parent's). */
  players?: { min: number; max: number };
  /** Its how-to-play paragraph, when it differs from the game's `howTo`. */
  howTo?: string;
  /** Help texts (by action, rule or card type name) this variant gives differently from the game's. */
  help?: Record<string, string>;
}

/** A variable (or the `score` / `goal` line) the rules show to players, with its label. */
export interface ShownMeta {
  name: string;
  /** "Gold"; "" when the rules give none (user interfaces humanize the name). */
  label: string;
}

/** A card type's help text: what its cards are ("A French playing card"). */
export interface CardTypeMeta {
  name: string;
  help: string;
}

/** The game's board: cells are named `r<row>c<col>`, both from 0 (`r3c4`). */
export type BoardMeta =
  | { name: string; shape: "hex"; rows: number; cols: number; offset: "oddR" | "evenR" }
  | { name: string; shape: "square"; rows: number; cols: number; diagonal: boolean };

export interface GameMeta {
  id: string;
  title: string;
  summary: string;
  rulesVersion: string;
  players: { min: number; max: number };
  variants: VariantMeta[];
  options: OptionMeta[];
  zones: ZoneMeta[];
  actions: ActionMeta[];
  cards: CardMeta[];
  /**
   * The rules' enums, by name, members in declaration order: views and moves carry member names
   * ("G"), these say them ("grass").
   */
  enums?: Record<string, EnumMemberMeta[]>;
  /** The rules' variables and their types, so a printer can say a value (a seat, an enum's label). */
  vars?: VarMeta[];
  /** The board, for games that declare one. */
  board?: BoardMeta;
  /** The card-level reveals, for games that declare some: which cards a zone's visibility may not hide. */
  cardReveals?: CardRevealMeta[];
  /** The how-to-play paragraph (`howto "…"` in the header) that heads a rules page. */
  howTo?: string;
  /** Each seat's mark or colour (`marks [...]` in the header), seat 1 first. */
  seatMarks?: string[];
  /** Help texts of rules and option sets, by name: a decision pending in one says why it is asked. */
  ruleHelp?: Record<string, string>;
  /** Help texts of card types. */
  cardTypes?: CardTypeMeta[];
  /** Variables (and `score` / `goal`) shown to players as figures, in the rules' order. */
  shown?: ShownMeta[];
  /**
   * Variables never shown as player information, and enum members a board draws as nothing (any
   * variant's `internal`).
   */
  internal?: string[];
  /** Names of actions (`label points "Play for points"`), by action. */
  actionLabels?: Record<string, string>;
  /** Names of zones (`label stack "Resolving"`), by zone: a label of a name that is also an action's is the action's only. */
  zoneLabels?: Record<string, string>;
  /**
   * A move in words, by action (`say scuttle "Scuttle {target} with {card}"`): `{param}` stands
   * for that argument as people say it.
   */
  sentences?: Record<string, string>;
  /** Enum members' colours (`colour G "#8bc34a"`), by member name: a CSS colour. */
  colours?: Record<string, string>;
  rulesFile: string;
}

/** One seat's part in a simultaneous decision in progress (`choose simultaneously`). */
export interface Commitment<G extends GameTypes = AnyGame> {
  seat: Seat;
  /** Whether the seat has answered. */
  answered: boolean;
  /** The seat's own answer, shown in its own view only; null for every other viewer. */
  move: G["move"] | null;
}

/**
 * A card as a viewer sees it: its id when visible, otherwise an opaque placeholder. `known`
 * marks a card its place hides from the viewer but the viewer knows (it was shown by `peek` and
 * has not moved since).
 */
export type ViewCard =
  | { id: string; known?: true; attached?: ViewCard[] }
  | { hidden: true; attached?: ViewCard[] };

export interface ViewZone {
  name: string;
  /** The seat of a per-seat zone, null for a global one. */
  seat: Seat | null;
  kind: ZoneKind;
  cards: ViewCard[];
}

export interface View<G extends GameTypes = AnyGame> {
  game: string;
  variant: G["variant"];
  players: number;
  viewer: Seat | "spectator";
  /** The game's setup options (every option of the variant, defaults included). */
  options?: G["options"];
  /** Keyed like PositionSpec zones: "deck", "hand[0]". */
  zones: { [K in G["zone"]]: ViewZone };
  /** Named like PositionSpec vars: "passes", "vp[1]", "frozen[9H]"; values as positions give them. */
  vars: G["vars"];
  decisions: Decision<G>[];
  /**
   * The seats taking part in a simultaneous decision in progress, who has answered, and the
   * viewer's own answer (nobody else's); empty or absent when none is pending.
   */
  commitments?: Commitment<G>[];
  /** Every seat's score now (the rules' `fn score(s: seat): int`), by seat; absent without one. */
  scores?: number[];
  /** Every seat's goal now (the rules' `fn goal(s: seat): int`), by seat; absent without one. */
  goals?: number[];
  outcome: Outcome | null;
  log: string[];
}

/** The shape every generated engine exports; generic code (bots, UI, tests) takes one of these. */
export interface Engine<S = unknown, M extends Move = Move, G extends GameTypes = AnyGame> {
  meta: GameMeta;
  setup(options: SetupOptions<G>): S;
  position(spec: PositionSpec<G>): S;
  decisions(state: S): Decision<G>[];
  legalMoves(state: S, seat: Seat): M[];
  applyMove(state: S, move: M): S;
  view(state: S, viewer: Seat | "spectator"): View<G>;
  outcome(state: S): Outcome | null;
  replay(record: GameRecord<G>): S;
  /**
   * A state `viewer` cannot tell apart from `state` (same view), with the cards it cannot see
   * dealt again among the places it cannot see and the randomness reseeded from `seed`: what a
   * search bot plans on. Generated engines have it; hand-written test engines may not.
   */
  determinize?(state: S, viewer: Seat | "spectator", seed: string): S;
  /**
   * Plays on from a copy of `state` to the end (or `maxMoves` moves): at each decision the first
   * deciding seat makes move number `choose(n)` of its `n` legal moves, in `legalMoves` order.
   * The same game as that many `applyMove` calls, without copying the state at every move: for
   * bots and simulations. Generated engines have it.
   */
  playout?(state: S, choose: (n: number) => number, maxMoves?: number): S;
}
