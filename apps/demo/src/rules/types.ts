/**
 * A game's rules page, extracted from its `.ludic` files at build time (rules-pages/extract.ts)
 * and served to the app as the virtual module `virtual:ludic-rules`. Nothing here is written by
 * hand: the text is the rules files' own comments and declarations.
 */

/** A paragraph of a rules comment; `pre` keeps its line breaks and indentation (a table, a list). */
export interface Note {
  text: string;
  pre: boolean;
}

/**
 * The declaration's kind: enum, card, cards, const, var, zone, reveal, fn, rule, options, flow,
 * board, option — or the lower-cased node name of a declaration the language gained later.
 */
export type ItemKind = string;

/** An action a rule offers (`scuttle(card: from, target: …) when … { … }`). */
export interface RulesChoice {
  action: string;
  params: { name: string; domain: string }[];
  /** The `when` condition's rules text, if any. */
  when: string | null;
  /** The comment at the end of the option's line. */
  note: string | null;
  ruleIds: string[];
  line: number;
}

/** One declaration of a rules file with the comments written around it. */
export interface RulesItem {
  /** Unique in the page: `<file stem>-<kind>-<name>`. */
  anchor: string;
  kind: ItemKind;
  name: string;
  /** Declared with `override` in a variant file. */
  override: boolean;
  /** The comment above the declaration, then the one at the end of its first line. */
  notes: Note[];
  /** Rule ids (CU-6, SU-D16) in the notes and in the comments of the choices inside. */
  ruleIds: string[];
  /** The declaration's exact rules text. */
  code: string;
  line: number;
  choices: RulesChoice[];
}

/** A part of a file, as the file's separator comments divide it (`// §4 The ways to play a card`). */
export interface RulesSection {
  title: string | null;
  items: RulesItem[];
}

export interface RulesHeader {
  kind: "game" | "variant";
  /** The game id, or the variant's id. */
  id: string;
  /** The variant a variant file extends. */
  base: string | null;
  title: string | null;
  summary: string | null;
  /** Every header line as written (`players 2..3`, `version "1.0.0"`). */
  fields: { key: string; value: string }[];
}

export interface RulesFilePage {
  /** Path from the repository root: `rules/cuttle/cuttle.ludic`. */
  path: string;
  header: RulesHeader | null;
  /** The comment at the top of the file, before the header. */
  intro: Note[];
  sections: RulesSection[];
  /** Syntax errors met while reading (the page still shows what could be read). */
  problems: string[];
}

export interface RulesPage {
  game: string;
  /** `rules/cuttle`. */
  folder: string;
  /** The base file first, then the variant files by name. */
  files: RulesFilePage[];
  /** Every rule id cited, in order of first appearance, with the anchors of the items citing it. */
  ruleIds: { id: string; anchors: string[] }[];
}
