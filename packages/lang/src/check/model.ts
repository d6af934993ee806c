/**
 * What the checker hands to the compiler: the game's variants with their effective
 * declarations, every name resolved to its symbol and every expression's type.
 * Side tables keyed by AST node keep the AST itself immutable.
 */
import type * as ast from "../ast/nodes.js";
import type { Diagnostic } from "../diagnostics/diagnostic.js";

export type Type =
  | { kind: "int" }
  | { kind: "bool" }
  | { kind: "str" }
  | { kind: "seat" }
  /** A zone; `of` names the card type it holds (absent: the game's first card type). */
  | { kind: "zone"; of?: string }
  | { kind: "void" }
  | { kind: "card"; name: string }
  /** A cell of the game's board (`board land: hex(…)`). */
  | { kind: "cell" }
  /** Who makes a decision: a seat, or `auto` (an automaton of the rules). */
  | { kind: "chooser" }
  | { kind: "enum"; name: string }
  | { kind: "list"; element: Type }
  /** `Card?`: a value of `element` (never itself optional) or `none`. */
  | { kind: "optional"; element: Type }
  /** The type of the literal `none` before it meets an optional type. */
  | { kind: "none" }
  /** After an error: compatible with everything, so one mistake gives one diagnostic. */
  | { kind: "error" };

export type Symbol =
  | { kind: "param"; decl: ast.Param; type: Type }
  | { kind: "local"; decl: ast.LetStmt; type: Type }
  | { kind: "loopVar"; decl: ast.ForStmt | ast.CatalogueFor; type: Type }
  | { kind: "catalogueLet"; decl: ast.CatalogueLet; type: Type }
  | { kind: "queryVar"; decl: ast.QueryExpr; type: Type }
  | { kind: "optionParam"; decl: ast.OptionParam; type: Type }
  /** The seat variable `p` of `choose simultaneously p in SEATS`. */
  | { kind: "chooseVar"; decl: ast.ChooseStmt; type: Type }
  | { kind: "revealVar"; decl: ast.RevealDecl | ast.CardRevealDecl; type: Type }
  | { kind: "const"; decl: ast.ConstDecl; type: Type }
  | { kind: "var"; decl: ast.VarDecl; type: Type }
  | { kind: "zone"; decl: ast.ZoneDecl }
  | { kind: "enum"; decl: ast.EnumDecl }
  | {
      kind: "enumMember";
      decl: ast.EnumDecl;
      member: ast.EnumMember;
      index: number;
    }
  /** `s.label` (str) and `s.index` (int) on a value of an enum type. */
  | {
      kind: "enumAttr";
      decl: ast.EnumDecl;
      name: "label" | "index";
      type: Type;
    }
  | { kind: "cardType"; decl: ast.CardTypeDecl }
  /** A card attribute (`c.rank`), including derived ones and the implicit `id`. */
  | {
      kind: "cardField";
      decl: ast.CardTypeDecl;
      field: ast.CardField | null;
      name: string;
      type: Type;
    }
  | { kind: "fn"; decl: ast.FnDecl }
  | { kind: "rule"; decl: ast.RuleDecl }
  | { kind: "options"; decl: ast.OptionsDecl }
  /** `base(…)` / `use base(…)` in an override: the declaration `override` replaces. */
  | {
      kind: "base";
      decl: ast.FnDecl | ast.RuleDecl | ast.OptionsDecl;
      override: ast.FnDecl | ast.RuleDecl | ast.OptionsDecl;
    }
  /** A setup option (`option decks: int = 2`): read-only, chosen in `setup({ options })`. */
  | { kind: "option"; decl: ast.OptionDecl; type: Type }
  | { kind: "builtin"; name: string }
  /** The game's board (`board land: hex(…)`): named in messages, not a value. */
  | { kind: "board"; decl: ast.BoardDecl };

/** An indexed zone or variable (`zone hand[seat]`, `var vp[seat]`). */
export type FamilySymbol = Extract<Symbol, { kind: "zone" | "var" }>;

export interface VariantInfo {
  /** "classic", "cuttle-cards", … */
  id: string;
  title: string;
  summary: string;
  /** Variant id this one extends; null for the base game. */
  extends: string | null;
  /** The variant this one extends (null for the base game). */
  parent?: VariantInfo | null;
  /** The seats this variant is played with: its header's `players`, else its parent's. */
  players: { min: number; max: number };
  file: ast.RulesFile;
  /**
   * The declarations in force in this variant, by name: the base's, replaced by overrides,
   * plus the variant's additions. The anonymous `flow` is stored under the name "flow".
   * Enums, card types, zones, vars and `cards` blocks are shared by all variants of a game
   * (a variant may add new ones), so they appear here too.
   */
  declarations: Map<string, ast.Declaration>;
  /** `cards` blocks in force (in file order, base first). */
  catalogue: ast.CardsDecl[];
  /** `reveal` rules in force. */
  reveals: (ast.RevealDecl | ast.CardRevealDecl)[];
  /** `help`, `show` and `internal` declarations in force (the parent's first). */
  presentation: ast.PresentationDecl[];
  /** The how-to-play paragraph: the header's `howto`, else the parent's ("" when none). */
  howTo: string;
}

/** The game's board as the checker read it (`board land: hex(rows: 20, cols: 20, offset: oddR)`). */
export type BoardInfo =
  | { name: string; shape: "hex"; rows: number; cols: number; offset: "oddR" | "evenR"; decl: ast.BoardDecl }
  | { name: string; shape: "square"; rows: number; cols: number; diagonal: boolean; decl: ast.BoardDecl };

export interface GameInfo {
  id: string; // "cuttle"
  title: string;
  summary: string;
  version: string;
  /** Every player count some variant allows (the smallest min to the largest max). */
  players: { min: number; max: number };
  /** The game's board, when it declares one (one per game, shared by its variants). */
  board: BoardInfo | null;
  /** The header's `marks`: each seat's mark or colour, seat 1 first ([] when not given). */
  marks: string[];
  /** The rule `position()` starts with the seat to move. */
  positionRule: string | null;
  /** variants[0] is the base game's own rules (e.g. "classic"). */
  variants: VariantInfo[];
}

export interface CheckResult {
  /** null when the files are too broken to describe a game (errors explain why). */
  game: GameInfo | null;
  diagnostics: Diagnostic[];
  /** What each NameRef, CallExpr callee, MemberExpr member, UseOptions and AssignStmt target means. */
  symbols: Map<ast.Node, Symbol>;
  /** The type of every expression that was checked. */
  types: Map<ast.Expression, Type>;
  /** Every written type (a parameter's, a variable's, a result's, an attribute's) as resolved. */
  typeRefs: Map<ast.TypeRef, Type>;
  /**
   * The `[ ]`s that pick one member of an indexed zone or variable (`hand[me]`, `vp[s]`), with
   * that zone or variable. Every other `[ ]` reads an element of a list or of a zone's cards
   * (`trick[0]` on `zone trick: row`).
   */
  families: Map<ast.IndexExpr, FamilySymbol>;
  /** What going through a `for`'s, a query's or a choice parameter's source gives: its element type. */
  elements: Map<ast.Expression, Type>;
  /** Rules, option sets and flows that may ask for a decision (directly or through calls). */
  suspending: Set<ast.RuleDecl | ast.OptionsDecl | ast.FlowDecl>;
}
