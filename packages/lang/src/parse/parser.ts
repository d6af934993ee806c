/**
 * The Ludic grammar (docs/language.md) as one chevrotain CstParser. Chevrotain needs every rule on
 * one class; the class is sectioned by language area: files and headers (§2), declarations (§3),
 * the card catalogue, statements (§4) and expressions (§5, loosest precedence first).
 *
 * The grammar accepts a little more than the language (e.g. `override` before any declaration,
 * any expression as an assignment target) so the AST builder and checker can give precise
 * messages instead of a generic syntax error.
 */
import "../polyfills.js";
import {
  type CstNode,
  CstParser,
  type ILookaheadStrategy,
  type IOrAlt,
  type IToken,
  LLkLookaheadStrategy,
  type OrMethodOpts,
  type TokenType,
} from "chevrotain";
import * as T from "../lex/tokens.js";
import { errorMessageProvider } from "./messages.js";

const K = T.K;

/** The words that start a presentation declaration (`presentationDecl`). */
export const PRESENTATION_WORDS: ReadonlySet<string> = new Set([
  "help",
  "show",
  "internal",
  "label",
  "say",
  "colour",
]);

/**
 * Tokens of lookahead. Every decision of the grammar is settled by one token but two: the
 * repetition of a `match` statement's arms, where a `;` may also come after the `else` arm (two
 * tokens), and the two alternations a gate settles (below). Chevrotain analyses each decision up
 * to this depth when a parser is built, and the analysis grows fast with it: at 4 it was a third
 * of a cold compile. parser.test.ts checks that parses are the same as at 4.
 */
const MAX_LOOKAHEAD = 2;

/**
 * `primary`'s query-or-name and `queryOrCall`'s query-or-arguments: the alternatives start alike
 * (a query word is also a name; `c in z` is also an expression) whatever the depth, so the gate
 * decides, and one token is enough to check the rest of the lookahead. Analysed at 4 tokens,
 * they alone took 0.4 s of every cold start.
 */
const GATED_LOOKAHEAD = 1;

/** The depth the grammar was analysed at before (issue 18): `fullLookahead` parsers, for tests. */
const FULL_LOOKAHEAD = 4;

/** Chevrotain's analysis at FULL_LOOKAHEAD for every decision, the gated ones included. */
class FullLookahead extends LLkLookaheadStrategy {
  constructor() {
    super({ maxLookahead: FULL_LOOKAHEAD });
  }
  override buildLookaheadForAlternation(
    options: Parameters<ILookaheadStrategy["buildLookaheadForAlternation"]>[0],
  ): ReturnType<ILookaheadStrategy["buildLookaheadForAlternation"]> {
    const gated = options.maxLookahead === GATED_LOOKAHEAD && GATED_RULES.has(options.rule.name);
    return super.buildLookaheadForAlternation(gated ? { ...options, maxLookahead: FULL_LOOKAHEAD } : options);
  }
}

const GATED_RULES: ReadonlySet<string> = new Set(["primary", "queryOrCall"]);

/**
 * Each alternation's alternatives (`#…Alts`), and each repetition or option given as an object,
 * are built once per parser, beside the rule: a rule's body runs at every use, and the arrays and
 * closures built there were a third of a parse's time and most of its garbage.
 */
export class LudicParser extends CstParser {
  /**
   * `validate` runs chevrotain's grammar validations (ambiguities, left recursion), about half of
   * building a parser and the same answer every time: parser.test.ts builds one with them, so a
   * grammar change that breaks them fails there, and every compile skips them (cold compile, #18).
   */
  constructor(options: { validate?: boolean; fullLookahead?: boolean } = {}) {
    super(T.allTokens, {
      recoveryEnabled: true,
      nodeLocationTracking: "full",
      maxLookahead: options.fullLookahead ? FULL_LOOKAHEAD : MAX_LOOKAHEAD,
      errorMessageProvider,
      skipValidations: !options.validate,
      ...(options.fullLookahead ? { lookaheadStrategy: new FullLookahead() } : {}),
    });
    this.performSelfAnalysis();
  }

  // -------------------------------------------------------------------------------------------
  // §2 Files and headers
  // -------------------------------------------------------------------------------------------

  readonly #fileAlts: IOrAlt<unknown>[] = [
    { ALT: () => this.SUBRULE(this.gameHeader) },
    { ALT: () => this.SUBRULE(this.variantHeader) },
    { ALT: () => this.SUBRULE(this.declaration) },
    { ALT: () => this.CONSUME(T.Semicolon) },
  ];
  readonly #fileItems = {
    // A name starts a declaration only as a presentation word (`help scuttle "…"`); any other
    // name ends the list, so junk is reported and skipped as before those words existed.
    GATE: () => this.LA(1).tokenType !== T.Identifier || this.startsPresentation(),
    DEF: () => {
      this.OR(this.#fileAlts);
    },
  };
  /** Headers and declarations in any order; the builder reports a misplaced or second header. */
  public file = this.RULE("file", () => {
    this.MANY(this.#fileItems);
  });

  private startsPresentation(): boolean {
    return PRESENTATION_WORDS.has(this.LA(1).image) && this.LA(2).tokenType === T.Identifier;
  }

  /** `game cuttle {`; an id may have hyphens, `game tic-tac-toe {` (its engine is @ludic/tic-tac-toe). */
  public gameHeader = this.RULE("gameHeader", () => {
    this.CONSUME(K.game);
    this.CONSUME(T.Identifier);
    this.MANY2(() => {
      this.CONSUME(T.Minus);
      this.CONSUME2(T.Identifier);
    });
    this.CONSUME(T.LBrace);
    this.MANY(() => this.SUBRULE(this.headerField));
    this.CONSUME(T.RBrace);
  });

  public variantHeader = this.RULE("variantHeader", () => {
    this.CONSUME(K.variant);
    this.CONSUME1(T.StringLiteral);
    this.CONSUME(K.extends);
    this.CONSUME2(T.StringLiteral);
    this.CONSUME(T.LBrace);
    this.MANY(() => this.SUBRULE(this.headerField));
    this.CONSUME(T.RBrace);
  });

  readonly #headerFieldAlts: IOrAlt<unknown>[] = [
    { ALT: () => this.CONSUME(T.Identifier) },
    { ALT: () => this.CONSUME(K.variant) },
  ];
  readonly #headerFieldAlts2: IOrAlt<unknown>[] = [
    { ALT: () => this.CONSUME(T.Semicolon) },
    { ALT: () => this.CONSUME(T.Comma) },
  ];
  /** `title "Cuttle"`, `players 2..5`, `variant "classic"` (a keyword used as a key). */
  public headerField = this.RULE("headerField", () => {
    this.OR(this.#headerFieldAlts);
    this.SUBRULE(this.expression);
    this.OPTION(() => this.OR2(this.#headerFieldAlts2));
  });

  // -------------------------------------------------------------------------------------------
  // §3 Declarations
  // -------------------------------------------------------------------------------------------

  readonly #declarationAlts: OrMethodOpts<unknown> = {
    MAX_LOOKAHEAD: 1,
    DEF: [
      { ALT: () => this.SUBRULE(this.enumDecl) },
      { ALT: () => this.SUBRULE(this.cardTypeDecl) },
      { ALT: () => this.SUBRULE(this.cardsDecl) },
      { ALT: () => this.SUBRULE(this.constDecl) },
      { ALT: () => this.SUBRULE(this.varDecl) },
      { ALT: () => this.SUBRULE(this.zoneDecl) },
      { ALT: () => this.SUBRULE(this.boardDecl) },
      { ALT: () => this.SUBRULE(this.revealDecl) },
      { ALT: () => this.SUBRULE(this.fnDecl) },
      { ALT: () => this.SUBRULE(this.ruleDecl) },
      { ALT: () => this.SUBRULE(this.optionsDecl) },
      { ALT: () => this.SUBRULE(this.flowDecl) },
      { ALT: () => this.SUBRULE(this.anytimeDecl) },
      { ALT: () => this.SUBRULE(this.optionDecl) },
      {
        // `help`, `show`, `internal`, `label`, `say` and `colour` are plain names elsewhere: one of these words followed by a name.
        GATE: () => this.startsPresentation(),
        ALT: () => this.SUBRULE(this.presentationDecl),
        IGNORE_AMBIGUITIES: true,
      },
    ],
  };
  public declaration = this.RULE("declaration", () => {
    this.OPTION(() => this.CONSUME(K.override));
    // One token of lookahead, as before the presentation words: a keyword picks its declaration
    // (so `zone z pile` is still a zone missing its ":"), a gated name the presentation one.
    this.OR(this.#declarationAlts);
  });

  /**
   * How the table presents the rules (docs/language.md "Presenting the game"): `help scuttle "…"`,
   * `show gold "Gold"`, `internal passes, ending`, `label stack "Resolving"`, `say scuttle "Scuttle
   * {target} with {card}"`, `colour G "#8bc34a"`. The builder and checker say which form takes
   * which parts, so a wrong one gets a precise message.
   */
  public presentationDecl = this.RULE("presentationDecl", () => {
    this.CONSUME(T.Identifier);
    this.CONSUME2(T.Identifier);
    this.MANY(() => {
      this.CONSUME(T.Comma);
      this.CONSUME3(T.Identifier);
    });
    this.OPTION(() => this.CONSUME(T.StringLiteral));
  });

  public enumDecl = this.RULE("enumDecl", () => {
    this.CONSUME(K.enum);
    this.CONSUME(T.Identifier);
    this.CONSUME(T.LBrace);
    this.MANY(() => {
      this.SUBRULE(this.enumMember);
      this.OPTION(() => this.CONSUME(T.Comma));
    });
    this.CONSUME(T.RBrace);
  });

  public enumMember = this.RULE("enumMember", () => {
    this.CONSUME(T.Identifier);
    this.OPTION(() => this.CONSUME(T.StringLiteral));
  });

  readonly #cardTypeDeclAlts: OrMethodOpts<unknown> = {
    MAX_LOOKAHEAD: 1,
    DEF: [
      {
        GATE: () => this.LA(1).image === "appearance" && this.LA(2).tokenType === T.LBrace,
        ALT: () => this.SUBRULE(this.cardAppearance),
        IGNORE_AMBIGUITIES: true,
      },
      { ALT: () => this.SUBRULE(this.cardField) },
    ],
  };
  readonly #cardTypeDeclAlts2: IOrAlt<unknown>[] = [
    { ALT: () => this.CONSUME(T.Comma) },
    { ALT: () => this.CONSUME(T.Semicolon) },
  ];
  public cardTypeDecl = this.RULE("cardTypeDecl", () => {
    this.CONSUME(K.card);
    this.CONSUME(T.Identifier);
    this.CONSUME(T.LBrace);
    this.MANY(() => {
      // One token of lookahead: `appearance {` starts the block, any other name an attribute (so
      // `rank int` is still reported as a missing ":").
      this.OR2(this.#cardTypeDeclAlts);
      this.OPTION(() => this.OR(this.#cardTypeDeclAlts2));
    });
    this.CONSUME(T.RBrace);
  });

  public cardField = this.RULE("cardField", () => {
    this.CONSUME(T.Identifier);
    this.CONSUME(T.Colon);
    this.SUBRULE(this.typeRef);
    this.OPTION(() => {
      this.CONSUME(T.Assign);
      this.SUBRULE(this.expression);
    });
  });

  readonly #cardAppearanceAlts: IOrAlt<unknown>[] = [
    { ALT: () => this.CONSUME(T.Comma) },
    { ALT: () => this.CONSUME(T.Semicolon) },
  ];
  /** `appearance { corner: RANKS[rank - 1], ink: "red" }`: `appearance` is a plain name elsewhere. */
  public cardAppearance = this.RULE("cardAppearance", () => {
    this.CONSUME(T.Identifier);
    this.CONSUME(T.LBrace);
    this.MANY(() => {
      this.CONSUME2(T.Identifier);
      this.CONSUME(T.Colon);
      this.SUBRULE(this.expression);
      this.OPTION(() => this.OR(this.#cardAppearanceAlts));
    });
    this.CONSUME(T.RBrace);
  });

  public cardsDecl = this.RULE("cardsDecl", () => {
    this.CONSUME(K.cards);
    this.CONSUME1(T.Identifier);
    this.CONSUME(K.into);
    this.CONSUME2(T.Identifier);
    this.CONSUME(T.LBrace);
    this.MANY(() => this.SUBRULE(this.catalogueStatement));
    this.CONSUME(T.RBrace);
  });

  public constDecl = this.RULE("constDecl", () => {
    this.CONSUME(K.const);
    this.CONSUME(T.Identifier);
    this.OPTION(() => {
      this.CONSUME(T.Colon);
      this.SUBRULE(this.typeRef);
    });
    this.CONSUME(T.Assign);
    this.SUBRULE(this.expression);
  });

  public varDecl = this.RULE("varDecl", () => {
    this.CONSUME(K.var);
    this.CONSUME(T.Identifier);
    this.OPTION(() => this.SUBRULE(this.bracketName));
    this.CONSUME(T.Colon);
    this.SUBRULE(this.typeRef);
    this.CONSUME(T.Assign);
    this.SUBRULE(this.expression);
  });

  /** `[seat]`, `[Card]`, `[s]` after a var, zone or reveal name. */
  public bracketName = this.RULE("bracketName", () => {
    this.CONSUME(T.LBracket);
    this.CONSUME(T.Identifier);
    this.CONSUME(T.RBracket);
  });

  /** `zone hand[seat]: hand, owner`, `zone reserve: row of Chip, public` (the card type it holds). */
  public zoneDecl = this.RULE("zoneDecl", () => {
    this.CONSUME(K.zone);
    this.CONSUME1(T.Identifier);
    this.OPTION(() => this.SUBRULE(this.bracketName));
    this.CONSUME(T.Colon);
    this.CONSUME2(T.Identifier);
    this.OPTION2(() => {
      this.CONSUME(K.of);
      this.CONSUME4(T.Identifier);
    });
    this.CONSUME(T.Comma);
    this.CONSUME3(T.Identifier);
  });

  readonly #boardDeclFields = { SEP: T.Comma, DEF: () => this.SUBRULE(this.fieldInit) };
  /** `board land: hex(rows: 20, cols: 20, offset: oddR)`, `board grid: square(rows: 3, cols: 3)` */
  public boardDecl = this.RULE("boardDecl", () => {
    this.CONSUME(K.board);
    this.CONSUME1(T.Identifier);
    this.CONSUME(T.Colon);
    this.CONSUME2(T.Identifier);
    this.CONSUME(T.LParen);
    this.MANY_SEP(this.#boardDeclFields);
    this.CONSUME(T.RParen);
  });

  /**
   * `reveal hand[s] to v when …` (a zone), or `reveal c: Card in display[s] to v when …` (each
   * card of a type, optionally in a zone).
   */
  public revealDecl = this.RULE("revealDecl", () => {
    this.CONSUME(K.reveal);
    this.CONSUME1(T.Identifier);
    this.OPTION1(() => this.SUBRULE1(this.bracketName));
    this.OPTION2(() => {
      this.CONSUME(T.Colon);
      this.CONSUME3(T.Identifier);
      this.OPTION3(() => {
        this.CONSUME(K.in);
        this.CONSUME4(T.Identifier);
        this.OPTION4(() => this.SUBRULE2(this.bracketName));
      });
    });
    this.CONSUME(K.to);
    this.CONSUME2(T.Identifier);
    this.CONSUME(K.when);
    this.SUBRULE(this.expression);
  });

  readonly #fnDeclAlts: IOrAlt<unknown>[] = [
    {
      ALT: () => {
        this.CONSUME(T.Assign);
        this.SUBRULE(this.expression);
      },
    },
    { ALT: () => this.SUBRULE(this.block) },
  ];
  public fnDecl = this.RULE("fnDecl", () => {
    this.CONSUME(K.fn);
    this.CONSUME(T.Identifier);
    this.SUBRULE(this.paramList);
    this.CONSUME(T.Colon);
    this.SUBRULE(this.typeRef);
    this.OR(this.#fnDeclAlts);
  });

  /** `rule turn(me: seat) { … }`, `rule playUp(me: seat, card: Card) complete { … }` */
  public ruleDecl = this.RULE("ruleDecl", () => {
    this.CONSUME(K.rule);
    this.CONSUME(T.Identifier);
    this.SUBRULE(this.paramList);
    this.OPTION(() => {
      this.CONSUME(T.Colon);
      this.SUBRULE(this.typeRef);
    });
    this.OPTION2(() => this.CONSUME(K.complete));
    this.SUBRULE(this.block);
  });

  /** `anytime concede(me: seat) when … { finish [next(me)] "conceded" }` */
  public anytimeDecl = this.RULE("anytimeDecl", () => {
    this.CONSUME(K.anytime);
    this.CONSUME(T.Identifier);
    this.SUBRULE(this.paramList);
    this.OPTION(() => {
      this.CONSUME(K.when);
      this.SUBRULE(this.expression);
    });
    this.SUBRULE(this.block);
  });

  public optionsDecl = this.RULE("optionsDecl", () => {
    this.CONSUME(K.options);
    this.CONSUME(T.Identifier);
    this.SUBRULE(this.paramList);
    this.CONSUME(T.LBrace);
    this.MANY(() => this.SUBRULE(this.chooseItem));
    this.CONSUME(T.RBrace);
  });

  /**
   * `option decks: int = 2 in 2..4 where …` — a setup option. The default stops before
   * comparisons, so `in` starts the allowed values instead of a membership test.
   */
  public optionDecl = this.RULE("optionDecl", () => {
    this.CONSUME(K.option);
    this.CONSUME(T.Identifier);
    this.CONSUME(T.Colon);
    this.SUBRULE(this.typeRef);
    this.CONSUME(T.Assign);
    this.SUBRULE(this.rangeExpr);
    this.OPTION1(() => {
      this.CONSUME(K.in);
      this.SUBRULE1(this.expression);
    });
    this.OPTION2(() => {
      this.CONSUME(K.where);
      this.SUBRULE2(this.expression);
    });
  });

  public flowDecl = this.RULE("flowDecl", () => {
    this.CONSUME(K.flow);
    this.SUBRULE(this.block);
  });

  readonly #paramListParams = { SEP: T.Comma, DEF: () => this.SUBRULE(this.param) };
  public paramList = this.RULE("paramList", () => {
    this.CONSUME(T.LParen);
    this.MANY_SEP(this.#paramListParams);
    this.CONSUME(T.RParen);
  });

  public param = this.RULE("param", () => {
    this.CONSUME(T.Identifier);
    this.CONSUME(T.Colon);
    this.SUBRULE(this.typeRef);
  });

  readonly #typeRefArguments = { SEP: T.Comma, DEF: () => this.SUBRULE(this.typeRef) };
  /** `int`, `Card`, `list<Card>` */
  public typeRef = this.RULE("typeRef", () => {
    this.CONSUME(T.Identifier);
    this.OPTION(() => {
      this.CONSUME(T.Less);
      this.AT_LEAST_ONE_SEP(this.#typeRefArguments);
      this.CONSUME(T.Greater);
    });
    this.OPTION2(() => this.CONSUME(T.Question)); // `Card?`: an optional value
  });

  // -------------------------------------------------------------------------------------------
  // The card catalogue (`cards Card into deck { … }`)
  // -------------------------------------------------------------------------------------------

  readonly #catalogueStatementAlts: IOrAlt<unknown>[] = [
    { ALT: () => this.SUBRULE(this.catalogueFor) },
    { ALT: () => this.SUBRULE(this.catalogueLet) },
    { ALT: () => this.SUBRULE(this.catalogueCard) },
    { ALT: () => this.CONSUME(T.Semicolon) },
  ];
  public catalogueStatement = this.RULE("catalogueStatement", () => {
    this.OR(this.#catalogueStatementAlts);
  });

  public catalogueFor = this.RULE("catalogueFor", () => {
    this.CONSUME(K.for);
    this.CONSUME(T.Identifier);
    this.CONSUME(K.in);
    this.SUBRULE(this.expression);
    this.CONSUME(T.LBrace);
    this.MANY(() => this.SUBRULE(this.catalogueStatement));
    this.CONSUME(T.RBrace);
  });

  public catalogueLet = this.RULE("catalogueLet", () => {
    this.CONSUME(K.let);
    this.CONSUME(T.Identifier);
    this.CONSUME(T.Assign);
    this.SUBRULE(this.expression);
  });

  public catalogueCard = this.RULE("catalogueCard", () => {
    this.CONSUME(K.card);
    this.SUBRULE(this.expression);
    this.CONSUME(T.LBrace);
    this.MANY(() => {
      this.SUBRULE(this.fieldInit);
      this.OPTION(() => this.CONSUME(T.Comma));
    });
    this.CONSUME(T.RBrace);
  });

  public fieldInit = this.RULE("fieldInit", () => {
    this.CONSUME(T.Identifier);
    this.CONSUME(T.Colon);
    this.SUBRULE(this.expression);
  });

  // -------------------------------------------------------------------------------------------
  // §4 Statements. Newlines are whitespace, so statements need no separator; `;` is allowed.
  // -------------------------------------------------------------------------------------------

  readonly #blockAlts: IOrAlt<unknown>[] = [
    { ALT: () => this.SUBRULE(this.statement) },
    { ALT: () => this.CONSUME(T.Semicolon) },
  ];
  public block = this.RULE("block", () => {
    this.CONSUME(T.LBrace);
    this.MANY(() => this.OR(this.#blockAlts));
    this.CONSUME(T.RBrace);
  });

  readonly #statementAlts: IOrAlt<unknown>[] = [
    { ALT: () => this.SUBRULE(this.letStmt) },
    { ALT: () => this.SUBRULE(this.ifStmt) },
    { ALT: () => this.SUBRULE(this.loopStmt) },
    { ALT: () => this.SUBRULE(this.whileStmt) },
    { ALT: () => this.SUBRULE(this.forStmt) },
    { ALT: () => this.SUBRULE(this.breakStmt) },
    { ALT: () => this.SUBRULE(this.continueStmt) },
    { ALT: () => this.SUBRULE(this.returnStmt) },
    { ALT: () => this.SUBRULE(this.moveStmt) },
    { ALT: () => this.SUBRULE(this.attachStmt) },
    { ALT: () => this.SUBRULE(this.shuffleStmt) },
    { ALT: () => this.SUBRULE(this.peekStmt) },
    { ALT: () => this.SUBRULE(this.requireStmt) },
    { ALT: () => this.SUBRULE(this.chooseStmt) },
    { ALT: () => this.SUBRULE(this.finishStmt) },
    { ALT: () => this.SUBRULE(this.logStmt) },
    { ALT: () => this.SUBRULE(this.matchStmt) },
    { ALT: () => this.SUBRULE(this.exprStmt) },
  ];
  public statement = this.RULE("statement", () => {
    this.OR(this.#statementAlts);
  });

  public letStmt = this.RULE("letStmt", () => {
    this.CONSUME(K.let);
    this.CONSUME(T.Identifier);
    this.OPTION(() => {
      this.CONSUME(T.Colon);
      this.SUBRULE(this.typeRef);
    });
    this.CONSUME(T.Assign);
    this.SUBRULE(this.expression);
  });

  readonly #ifStmtAlts: IOrAlt<unknown>[] = [
    { ALT: () => this.SUBRULE(this.ifStmt) },
    { ALT: () => this.SUBRULE2(this.block) },
  ];
  public ifStmt = this.RULE("ifStmt", () => {
    this.CONSUME(K.if);
    this.SUBRULE(this.expression);
    this.SUBRULE1(this.block);
    this.OPTION(() => {
      this.CONSUME(K.else);
      this.OR(this.#ifStmtAlts);
    });
  });

  public loopStmt = this.RULE("loopStmt", () => {
    this.CONSUME(K.loop);
    this.SUBRULE(this.block);
  });

  public whileStmt = this.RULE("whileStmt", () => {
    this.CONSUME(K.while);
    this.SUBRULE(this.expression);
    this.SUBRULE(this.block);
  });

  public forStmt = this.RULE("forStmt", () => {
    this.CONSUME(K.for);
    this.CONSUME(T.Identifier);
    this.CONSUME(K.in);
    this.SUBRULE(this.expression);
    this.SUBRULE(this.block);
  });

  public breakStmt = this.RULE("breakStmt", () => {
    this.CONSUME(K.break);
  });

  public continueStmt = this.RULE("continueStmt", () => {
    this.CONSUME(K.continue);
  });

  /** `return` takes a value when an expression follows (even on the next line). */
  public returnStmt = this.RULE("returnStmt", () => {
    this.CONSUME(K.return);
    this.OPTION(() => this.SUBRULE(this.expression));
  });

  public moveStmt = this.RULE("moveStmt", () => {
    this.CONSUME(K.move);
    this.SUBRULE1(this.expression);
    this.CONSUME(K.to);
    this.SUBRULE2(this.expression);
    this.OPTION(() => {
      this.CONSUME(K.at);
      this.SUBRULE3(this.expression);
    });
  });

  public attachStmt = this.RULE("attachStmt", () => {
    this.CONSUME(K.attach);
    this.SUBRULE1(this.expression);
    this.CONSUME(K.to);
    this.SUBRULE2(this.expression);
  });

  /** `peek c to me`, `peek drawn to seats`: those seats know those cards until they move. */
  public peekStmt = this.RULE("peekStmt", () => {
    this.CONSUME(K.peek);
    this.SUBRULE1(this.expression);
    this.CONSUME(K.to);
    this.SUBRULE2(this.expression);
  });

  /** `require size(deck) > 0`: the rule cannot go on otherwise (a dead path for `can`). */
  public requireStmt = this.RULE("requireStmt", () => {
    this.CONSUME(K.require);
    this.SUBRULE(this.expression);
  });

  public shuffleStmt = this.RULE("shuffleStmt", () => {
    this.CONSUME(K.shuffle);
    this.SUBRULE(this.expression);
  });

  /** `choose SEAT { … }`, or `choose simultaneously p in SEATS { … }` (every seat at once). */
  public chooseStmt = this.RULE("chooseStmt", () => {
    this.CONSUME(K.choose);
    this.OPTION1(() => {
      this.CONSUME(K.simultaneously);
      this.CONSUME(T.Identifier);
      this.CONSUME(K.in);
    });
    this.SUBRULE(this.expression);
    this.CONSUME(T.LBrace);
    this.MANY(() => this.SUBRULE(this.chooseItem));
    this.CONSUME(T.RBrace);
    this.OPTION2(() => {
      this.CONSUME(K.otherwise);
      this.SUBRULE(this.block);
    });
  });

  readonly #chooseItemAlts: IOrAlt<unknown>[] = [
    { ALT: () => this.SUBRULE(this.useOptions) },
    { ALT: () => this.SUBRULE(this.choiceOption) },
    { ALT: () => this.CONSUME(T.Semicolon) },
  ];
  public chooseItem = this.RULE("chooseItem", () => {
    this.OR(this.#chooseItemAlts);
  });

  readonly #choiceOptionParams = { SEP: T.Comma, DEF: () => this.SUBRULE(this.optionParam) };
  public choiceOption = this.RULE("choiceOption", () => {
    this.CONSUME(T.Identifier);
    this.OPTION1(() => {
      this.CONSUME(T.LParen);
      this.MANY_SEP(this.#choiceOptionParams);
      this.CONSUME(T.RParen);
    });
    this.OPTION2(() => {
      this.CONSUME(K.when);
      this.SUBRULE(this.expression);
    });
    this.SUBRULE(this.block);
  });

  public optionParam = this.RULE("optionParam", () => {
    this.CONSUME(T.Identifier);
    this.CONSUME(T.Colon);
    this.SUBRULE(this.expression);
  });

  public useOptions = this.RULE("useOptions", () => {
    this.CONSUME(K.use);
    this.CONSUME(T.Identifier);
    this.CONSUME(T.LParen);
    this.SUBRULE(this.argumentList);
    this.CONSUME(T.RParen);
  });

  public finishStmt = this.RULE("finishStmt", () => {
    this.CONSUME(K.finish);
    this.SUBRULE1(this.expression);
    this.SUBRULE2(this.expression);
  });

  readonly #matchStmtAlts: IOrAlt<unknown>[] = [
    { ALT: () => this.SUBRULE(this.matchStmtArm) },
    { ALT: () => this.CONSUME(T.Semicolon) },
  ];
  /** `match e { 1, 2 { … } H { … } else { … } }`: the first arm whose pattern equals `e` runs. */
  public matchStmt = this.RULE("matchStmt", () => {
    this.CONSUME(K.match);
    this.SUBRULE(this.expression);
    this.CONSUME(T.LBrace);
    this.MANY(() => this.OR(this.#matchStmtAlts));
    this.OPTION(() => {
      this.CONSUME(K.else);
      this.SUBRULE(this.block);
    });
    this.MANY2(() => this.CONSUME2(T.Semicolon));
    this.CONSUME(T.RBrace);
  });

  public matchStmtArm = this.RULE("matchStmtArm", () => {
    this.SUBRULE(this.matchPatterns);
    this.SUBRULE(this.block);
  });

  readonly #matchPatternsList = { SEP: T.Comma, DEF: () => this.SUBRULE(this.additive) };
  /** `1, 2`, `H`, `Suit.H`, `"fire"`, `-1`: literals and enum members (the checker says which). */
  public matchPatterns = this.RULE("matchPatterns", () => {
    this.AT_LEAST_ONE_SEP(this.#matchPatternsList);
  });

  public logStmt = this.RULE("logStmt", () => {
    this.CONSUME(K.log);
    this.SUBRULE(this.expression);
  });

  readonly #exprStmtAlts: IOrAlt<unknown>[] = [
    { ALT: () => this.CONSUME(T.Assign) },
    { ALT: () => this.CONSUME(T.PlusAssign) },
    { ALT: () => this.CONSUME(T.MinusAssign) },
  ];
  /**
   * A call statement or an assignment; the builder checks the assignment target. It starts below
   * `if … then … else` so that `if` at the start of a statement is always the `if` statement.
   */
  public exprStmt = this.RULE("exprStmt", () => {
    this.SUBRULE(this.orExpr);
    this.OPTION(() => {
      this.OR(this.#exprStmtAlts);
      this.SUBRULE(this.expression);
    });
  });

  // -------------------------------------------------------------------------------------------
  // §5 Expressions, loosest first: if-then-else, or, and, not, comparisons, `..`, `+ -`,
  // `* / %`, unary `-`, postfix.
  // -------------------------------------------------------------------------------------------

  readonly #expressionAlts: IOrAlt<unknown>[] = [
    { ALT: () => this.SUBRULE(this.ifExpr) },
    { ALT: () => this.SUBRULE(this.matchExpr) },
    { ALT: () => this.SUBRULE(this.orExpr) },
  ];
  public expression = this.RULE("expression", () => {
    this.OR(this.#expressionAlts);
  });

  readonly #matchExprAlts: IOrAlt<unknown>[] = [
    { ALT: () => this.CONSUME1(T.Semicolon) },
    { ALT: () => this.CONSUME1(T.Comma) },
  ];
  readonly #matchExprAlts2: IOrAlt<unknown>[] = [
    { ALT: () => this.CONSUME2(T.Semicolon) },
    { ALT: () => this.CONSUME2(T.Comma) },
  ];
  /**
   * `match e { 1, 2 => a  H => b  else => c }`. Like `if … then … else`, it is a whole
   * expression (parenthesise it inside a larger one), so a statement starting with `match` is
   * always the statement form. Arms may be separated by `;` or `,`.
   */
  public matchExpr = this.RULE("matchExpr", () => {
    this.CONSUME(K.match);
    this.SUBRULE1(this.expression);
    this.CONSUME(T.LBrace);
    this.MANY1(() => {
      this.SUBRULE(this.matchExprArm);
      this.OPTION1(() => this.OR1(this.#matchExprAlts));
    });
    this.OPTION2(() => {
      this.CONSUME(K.else);
      this.CONSUME(T.Arrow);
      this.SUBRULE2(this.expression);
      this.OPTION3(() => this.OR2(this.#matchExprAlts2));
    });
    this.CONSUME(T.RBrace);
  });

  public matchExprArm = this.RULE("matchExprArm", () => {
    this.SUBRULE(this.matchPatterns);
    this.CONSUME(T.Arrow);
    this.SUBRULE(this.expression);
  });

  public ifExpr = this.RULE("ifExpr", () => {
    this.CONSUME(K.if);
    this.SUBRULE1(this.expression);
    this.CONSUME(K.then);
    this.SUBRULE2(this.expression);
    this.CONSUME(K.else);
    this.SUBRULE3(this.expression);
  });

  public orExpr = this.RULE("orExpr", () => {
    this.SUBRULE1(this.andExpr);
    this.MANY(() => {
      this.CONSUME(K.or);
      this.SUBRULE2(this.andExpr);
    });
  });

  public andExpr = this.RULE("andExpr", () => {
    this.SUBRULE1(this.notExpr);
    this.MANY(() => {
      this.CONSUME(K.and);
      this.SUBRULE2(this.notExpr);
    });
  });

  readonly #notExprAlts: IOrAlt<unknown>[] = [
    {
      ALT: () => {
        this.CONSUME(K.not);
        this.SUBRULE(this.notExpr);
      },
    },
    { ALT: () => this.SUBRULE(this.comparison) },
  ];
  public notExpr = this.RULE("notExpr", () => {
    this.OR(this.#notExprAlts);
  });

  readonly #comparisonAlts: IOrAlt<unknown>[] = [
    T.EqEq,
    T.NotEq,
    T.LessEq,
    T.GreaterEq,
    T.Less,
    T.Greater,
    K.in,
  ].map((tok: TokenType) => ({
    ALT: () => this.CONSUME(tok),
  }));
  public comparison = this.RULE("comparison", () => {
    this.SUBRULE1(this.rangeExpr);
    this.MANY(() => {
      this.OR(this.#comparisonAlts);
      this.SUBRULE2(this.rangeExpr);
    });
  });

  public rangeExpr = this.RULE("rangeExpr", () => {
    this.SUBRULE1(this.additive);
    this.OPTION(() => {
      this.CONSUME(T.DotDot);
      this.SUBRULE2(this.additive);
    });
  });

  readonly #additiveAlts: IOrAlt<unknown>[] = [
    { ALT: () => this.CONSUME(T.Plus) },
    { ALT: () => this.CONSUME(T.Minus) },
  ];
  public additive = this.RULE("additive", () => {
    this.SUBRULE1(this.multiplicative);
    this.MANY(() => {
      this.OR(this.#additiveAlts);
      this.SUBRULE2(this.multiplicative);
    });
  });

  readonly #multiplicativeAlts: IOrAlt<unknown>[] = [
    { ALT: () => this.CONSUME(T.Star) },
    { ALT: () => this.CONSUME(T.Slash) },
    { ALT: () => this.CONSUME(T.Percent) },
  ];
  public multiplicative = this.RULE("multiplicative", () => {
    this.SUBRULE1(this.unary);
    this.MANY(() => {
      this.OR(this.#multiplicativeAlts);
      this.SUBRULE2(this.unary);
    });
  });

  readonly #unaryAlts: IOrAlt<unknown>[] = [
    {
      ALT: () => {
        this.CONSUME(T.Minus);
        this.SUBRULE(this.unary);
      },
    },
    { ALT: () => this.SUBRULE(this.postfix) },
  ];
  public unary = this.RULE("unary", () => {
    this.OR(this.#unaryAlts);
  });

  readonly #postfixAlts: IOrAlt<unknown>[] = [
    { ALT: () => this.SUBRULE(this.memberSuffix) },
    { ALT: () => this.SUBRULE(this.indexSuffix) },
  ];
  /** `c.rank`, `hand[me]`, `top(deck).rank` */
  public postfix = this.RULE("postfix", () => {
    this.SUBRULE(this.primary);
    this.MANY(() => {
      this.OR(this.#postfixAlts);
    });
  });

  public memberSuffix = this.RULE("memberSuffix", () => {
    this.CONSUME(T.Dot);
    this.CONSUME(T.Identifier);
  });

  public indexSuffix = this.RULE("indexSuffix", () => {
    this.CONSUME(T.LBracket);
    this.SUBRULE(this.expression);
    this.CONSUME(T.RBracket);
  });

  readonly #primaryAlts: OrMethodOpts<unknown> = {
    MAX_LOOKAHEAD: GATED_LOOKAHEAD,
    DEF: [
      { ALT: () => this.CONSUME(T.IntegerLiteral) },
      { ALT: () => this.CONSUME(T.StringLiteral) },
      { ALT: () => this.CONSUME(K.true) },
      { ALT: () => this.CONSUME(K.false) },
      { ALT: () => this.CONSUME(K.none) },
      { ALT: () => this.SUBRULE(this.listLiteral) },
      { ALT: () => this.SUBRULE(this.parenExpr) },
      {
        // A query word is also a name (lex/tokens.ts): it starts a query or a call only before `(`.
        GATE: () => this.LA(2).tokenType === T.LParen,
        IGNORE_AMBIGUITIES: true,
        ALT: () => this.SUBRULE(this.queryOrCall),
      },
      { ALT: () => this.SUBRULE(this.canExpr) },
      { ALT: () => this.SUBRULE(this.nameOrCall) },
    ],
  };
  public primary = this.RULE("primary", () => {
    this.OR(this.#primaryAlts);
  });

  /** `can playUp(me, card)`: whether the rule could be carried out in full now. */
  public canExpr = this.RULE("canExpr", () => {
    this.CONSUME(K.can);
    this.CONSUME(T.Identifier);
    this.CONSUME(T.LParen);
    this.SUBRULE(this.argumentList);
    this.CONSUME(T.RParen);
  });

  public listLiteral = this.RULE("listLiteral", () => {
    this.CONSUME(T.LBracket);
    this.OPTION(() => {
      this.SUBRULE1(this.expression);
      this.MANY(() => {
        this.CONSUME(T.Comma);
        this.SUBRULE2(this.expression);
      });
    });
    this.CONSUME(T.RBracket);
  });

  public parenExpr = this.RULE("parenExpr", () => {
    this.CONSUME(T.LParen);
    this.SUBRULE(this.expression);
    this.CONSUME(T.RParen);
  });

  readonly #nameOrCallGrid = {
    GATE: () =>
      this.LA(0).image === "grid" &&
      this.LA(1).tokenType === T.Identifier &&
      this.LA(2).tokenType === T.LBrace,
    DEF: () => this.SUBRULE(this.gridRows),
  };
  /**
   * `size(deck)`, `seats`, `me`, and the grid literal `grid Terrain { "GGT" "GTW" }`: `grid` is
   * not reserved, it starts a grid only when a name and `{` follow it.
   */
  public nameOrCall = this.RULE("nameOrCall", () => {
    this.CONSUME(T.Identifier);
    this.OPTION1(() => {
      this.CONSUME(T.LParen);
      this.SUBRULE(this.argumentList);
      this.CONSUME(T.RParen);
    });
    this.OPTION2(this.#nameOrCallGrid);
  });

  /** The rows of a grid literal: `Terrain { "GGT" "GTW" }` (commas between rows are allowed). */
  public gridRows = this.RULE("gridRows", () => {
    this.CONSUME(T.Identifier);
    this.CONSUME(T.LBrace);
    this.MANY(() => {
      this.CONSUME(T.StringLiteral);
      this.OPTION(() => this.CONSUME(T.Comma));
    });
    this.CONSUME(T.RBrace);
  });

  readonly #queryOrCallAlts: OrMethodOpts<unknown> = {
    MAX_LOOKAHEAD: GATED_LOOKAHEAD,
    IGNORE_AMBIGUITIES: true,
    DEF: [
      {
        GATE: () => this.LA(1).tokenType === T.Identifier && this.LA(2).tokenType === K.in,
        ALT: () => this.SUBRULE(this.queryBody),
      },
      { ALT: () => this.SUBRULE(this.argumentList) },
    ],
  };
  /**
   * `count(c in z where …)` is a query; `max(a, b)` is a call. Both start `max (`, so the choice
   * looks at the next two tokens: a name followed by `in` makes it a query.
   */
  public queryOrCall = this.RULE("queryOrCall", () => {
    this.CONSUME(T.QueryOp);
    this.CONSUME(T.LParen);
    this.OR(this.#queryOrCallAlts);
    this.CONSUME(T.RParen);
  });

  public queryBody = this.RULE("queryBody", () => {
    this.CONSUME(T.Identifier);
    this.CONSUME(K.in);
    this.SUBRULE1(this.expression);
    this.OPTION1(() => {
      this.CONSUME(K.where);
      this.SUBRULE2(this.expression);
    });
    this.OPTION2(() => {
      this.CONSUME(K.of);
      this.SUBRULE3(this.expression);
    });
  });

  readonly #argumentListItems = { SEP: T.Comma, DEF: () => this.SUBRULE(this.expression) };
  public argumentList = this.RULE("argumentList", () => {
    this.MANY_SEP(this.#argumentListItems);
  });
}

/** One parser for the process: building one analyses the grammar, which is slow. */
let shared: LudicParser | null = null;

export function ludicParser(): LudicParser {
  shared ??= new LudicParser();
  return shared;
}

export interface CstParseResult {
  cst: CstNode;
  errors: LudicParser["errors"];
}

/** Parses a token list with the shared parser (which keeps no state between calls). */
export function parseTokens(tokens: IToken[]): CstParseResult {
  const parser = ludicParser();
  parser.input = tokens;
  const cst = parser.file();
  return { cst, errors: [...parser.errors] };
}
