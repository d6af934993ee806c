/**
 * Emits types.ts: the engine contract's types narrowed to one game (docs/engine-api.md "Types"),
 * from the checked program: its moves by action, zone keys, variables and their value types as
 * views show them, variant ids and setup options. A misspelt key, variant, option or action is
 * then a compile error in the app that uses the engine. Types only: it emits no JavaScript.
 */
import type { Type } from "@ludic/lang";
import type { ArgKind } from "../ir/ir.js";
import type { IRProgram } from "../ir/program.js";
import type { IndexLayout } from "../lower/layout.js";
import { commentText, propertyKey, stringLiteral } from "./escape.js";
import { actionsOf } from "./meta-data.js";

// biome-ignore lint/suspicious/noTemplateCurlyInString: a TypeScript template literal type, printed as is
const CELL = "`r${number}c${number}`";

/** The members of an enum of the rules as a union of string literal types. */
function enumUnion(p: IRProgram, name: string): string {
  const e = p.layout.enums.find((x) => x.name === name);
  return e && e.members.length > 0 ? e.members.map((m) => stringLiteral(m.name)).join(" | ") : "string";
}

/** The TypeScript type of an action's argument in the Move union. */
function argType(p: IRProgram, arg: ArgKind): string {
  switch (arg.kind) {
    case "card":
      return "CardId | CardPlace";
    case "cell":
      return CELL;
    case "enum":
      return enumUnion(p, arg.name);
    default:
      return "number";
  }
}

/** A variable's or option's value as views, positions and setup write it: cards, cells and enum members by name. */
export function valueType(p: IRProgram, t: Type): string {
  switch (t.kind) {
    case "int":
    case "seat":
      return "number";
    case "bool":
      return "boolean";
    case "str":
      return "string";
    case "card":
      return "CardId";
    case "cell":
      return CELL;
    case "enum":
      return enumUnion(p, t.name);
    case "list": {
      const element = valueType(p, t.element);
      return /^[\w$]+$/.test(element) ? `${element}[]` : `(${element})[]`;
    }
    case "optional":
      return `${valueType(p, t.element)} | null`;
    default:
      return "unknown";
  }
}

/** The text between the brackets of an indexed key (`hand[0]`, `pile[black]`, `frozen[9H]`), as a type. */
function indexType(p: IRProgram, k: IndexLayout): string {
  switch (k.kind) {
    case "seat":
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a TypeScript template literal type, printed as is
      return "${number}";
    case "card":
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a TypeScript template literal type, printed as is
      return "${CardId}";
    case "cell":
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a TypeScript template literal type, printed as is
      return "r${number}c${number}";
    case "enum":
      return `\${${enumUnion(p, k.name)}}`;
  }
}

/** `"deck"`, or the template literal type of an indexed name's keys: `${"hand"}[${number}]`. */
function keyType(p: IRProgram, name: string, index: IndexLayout | null): string {
  return index === null ? stringLiteral(name) : `\`\${${stringLiteral(name)}}[${indexType(p, index)}]\``;
}

/** The Move union: one member per action, with its arguments by name. */
function moveType(p: IRProgram): string {
  const members = [...actionsOf(p)].map(
    ([name, { params }]) =>
      `{ seat: Seat; action: ${stringLiteral(name)}; args: ${params.length ? `{ ${params.map((x) => `${propertyKey(x.name)}: ${argType(p, x.arg)}`).join("; ")} }` : "Record<string, never>"} }`,
  );
  return members.length ? members.join("\n  | ") : "never";
}

/**
 * Views' `vars`: one property per plain variable, one per key of an indexed one. A variable
 * only some variants declare is optional (a view of another variant has no such key).
 */
function varsType(p: IRProgram): string {
  const parts: string[] = [];
  const plain: string[] = [];
  for (const v of p.layout.vars) {
    const everywhere = p.game.variants.every((x) => x.declarations.get(v.name)?.kind === "VarDecl");
    const value = valueType(p, v.type);
    if (v.indexKind === null) plain.push(`${propertyKey(v.name)}${everywhere ? "" : "?"}: ${value}`);
    else {
      // Seats and cells are patterns of keys (an index signature, optional as it is); cards and enum members are keys.
      const pattern = v.indexKind.kind === "seat" || v.indexKind.kind === "cell";
      parts.push(
        `{ [K in ${keyType(p, v.name, v.indexKind)}]${everywhere || pattern ? "" : "?"}: ${value} }`,
      );
    }
  }
  return [`{ ${plain.join("; ")} }`, ...parts].join("\n  & ");
}

/** Setup options by name (each optional: absent, it takes the variant's default). */
function optionsType(p: IRProgram): string {
  if (p.options.length === 0) return "Record<string, never>";
  return `{ ${p.options.map((o) => `${propertyKey(o.name)}?: ${valueType(p, o.type)}`).join("; ")} }`;
}

export function typesFile(p: IRProgram, header: string): string {
  const { game, layout } = p;
  const title = commentText(game.title);
  const namesCards = [...actionsOf(p).values()].some((a) => a.params.some((x) => x.arg.kind === "card"));
  const zones = layout.zones.map((z) => keyType(p, z.name, z.index));
  const variants = game.variants.map((v) => stringLiteral(v.id));
  return `${header}

import type { ${namesCards ? "CardPlace, " : ""}Commitment as CommitmentOf, Decision as DecisionOf, GameRecord as GameRecordOf, PositionSpec as PositionSpecOf, Seat, SetupOptions as SetupOptionsOf, View as ViewOf } from "@ludic/runtime";
import type { CardId } from "./cards.js";

export type { CardPlace, GameMeta, Outcome, Seat, ViewCard, ViewZone } from "@ludic/runtime";

/** A move of ${title}: one member per action of the rules. */
export type Move = ${moveType(p)};

/** The name of an action of ${title}. */
export type Action = Move["action"];

/** The arguments of a move of \`action\` A, by name. */
export type MoveArgs<A extends Action> = Extract<Move, { action: A }>["args"];

/** A zone instance's key in views and positions: "deck", "hand[0]". */
export type ZoneKey = ${zones.length ? zones.join(" | ") : "never"};

/** The variables as views show them (positions set them by the same keys): cards, cells and enum members by name, \`none\` as null. */
export type Vars = ${varsType(p)};

/** A variant's id. */
export type Variant = ${variants.join(" | ")};

/** The setup options by name, with their values as JSON (enum members by name). */
export type Options = ${optionsType(p)};

/** What the contract's types are narrowed to for ${title} (@ludic/runtime GameTypes). */
export type Types = { zone: ZoneKey; vars: Vars; variant: Variant; options: Options; move: Move };

export type View = ViewOf<Types>;
export type Decision = DecisionOf<Types>;
export type Commitment = CommitmentOf<Types>;
export type SetupOptions = SetupOptionsOf<Types>;
export type PositionSpec = PositionSpecOf<Types>;
export type GameRecord = GameRecordOf<Types>;
`;
}
