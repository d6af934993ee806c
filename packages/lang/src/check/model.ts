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
  | { kind: "zone" }
  | { kind: "void" }
  | { kind: "card"; name: string }
  | { kind: "enum"; name: string }
  | { kind: "list"; element: Type }
  /** After an error: compatible with everything, so one mistake gives one diagnostic. */
  | { kind: "error" };

export type Symbol =
  | { kind: "param"; decl: ast.Param; type: Type }
  | { kind: "local"; decl: ast.LetStmt; type: Type }
  | { kind: "loopVar"; decl: ast.ForStmt | ast.CatalogueFor; type: Type }
  | { kind: "catalogueLet"; decl: ast.CatalogueLet; type: Type }
  | { kind: "queryVar"; decl: ast.QueryExpr; type: Type }
  | { kind: "optionParam"; decl: ast.OptionParam; type: Type }
  | { kind: "revealVar"; decl: ast.RevealDecl; type: Type }
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
  /** A setup option (`option decks: int = 2`): read-only, chosen in `setup({ options })`. */
  | { kind: "option"; decl: ast.OptionDecl; type: Type }
  | { kind: "builtin"; name: string };

export interface VariantInfo {
  /** "classic", "cuttle-cards", … */
  id: string;
  title: string;
  summary: string;
  /** Variant id this one extends; null for the base game. */
  extends: string | null;
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
  reveals: ast.RevealDecl[];
}

export interface GameInfo {
  id: string; // "cuttle"
  title: string;
  summary: string;
  version: string;
  players: { min: number; max: number };
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
  /** Rules, option sets and flows that may ask for a decision (directly or through calls). */
  suspending: Set<ast.RuleDecl | ast.OptionsDecl | ast.FlowDecl>;
}
