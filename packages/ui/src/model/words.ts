/**
 * Spoken words for actions, move arguments and whole moves: an app's skin's when it has them, else
 * the rules' own (`label`, `say`: `meta.actionLabels`, `meta.sentences`), else generic.
 */
import { type ActionParamMeta, enumLabel, type GameMeta, type Move, type MoveArg } from "@ludic/runtime";
import { cellLabel, parseCell } from "./board.js";
import { placeLabel } from "./cards.js";
import type { Catalogue } from "./catalogue.js";
import { paramsOf } from "./choices.js";
import { humanize, seatName } from "./labels.js";
import type { Skin } from "./skin.js";

export interface Words {
  meta: GameMeta;
  actionLabel(action: string): string;
  /** The spoken name of a move argument's value. */
  value(param: ActionParamMeta, value: MoveArg): string;
  /** A sentence for a whole move: "Take the nine of clubs from the scrap". */
  describe(move: Move): string;
  seatName(seat: number): string;
  zoneLabel(key: string): string;
}

export function makeWords(
  meta: GameMeta,
  catalogue: Catalogue,
  skin: Skin,
  seatNames?: readonly string[],
  zoneLabel?: (key: string) => string,
): Words {
  const seat = (s: number): string => seatName(s, seatNames);
  const zone = zoneLabel ?? ((key: string) => humanize(key));
  const value = (param: ActionParamMeta, v: MoveArg): string => {
    if (typeof v === "string") {
      const card = catalogue.get(v);
      if (card) return card.name;
      const place = placeLabel(v, zone);
      if (place) return place;
      if (param.type === "cell" || parseCell(v)) {
        const cell = parseCell(v);
        if (cell) return cellLabel(cell);
      }
      // An enum member reads as the rules' label ("hearts", "♥"), as valueText says it.
      const label = enumLabel(meta, param.type, v);
      if (label !== undefined && label !== v) return label;
      return humanize(v).toLowerCase();
    }
    if (param.type === "seat") return seat(v);
    // Rows and columns are counted from 1 for people, as cells are.
    if (/^col(umn)?$/i.test(param.name)) return `column ${v + 1}`;
    if (/^row$/i.test(param.name)) return `row ${v + 1}`;
    return String(v);
  };
  const actionLabel = (action: string): string =>
    skin.actionLabel?.(action) ?? own(meta.actionLabels, action) ?? humanize(action);
  const argOf = (move: Move) => (name: string, v: MoveArg) => {
    const param = paramsOf(meta, move.action).find((p) => p.name === name) ?? { name, type: "value" };
    return value(param, v);
  };
  const describe = (move: Move): string => {
    const fromSkin = skin.describeMove?.(move, { meta, catalogue, arg: argOf(move), seatName: seat });
    if (fromSkin) return fromSkin;
    const sentence = own(meta.sentences, move.action);
    if (sentence) return fillSentence(sentence, move, argOf(move), catalogue);
    const params = paramsOf(meta, move.action);
    const names = params.length > 0 ? params.map((p) => p.name) : Object.keys(move.args);
    const args = names
      .filter((n) => move.args[n] !== undefined)
      .map((n) => `${humanize(n).toLowerCase()}: ${argOf(move)(n, move.args[n] as MoveArg)}`);
    return args.length > 0 ? `${actionLabel(move.action)} (${args.join(", ")})` : actionLabel(move.action);
  };
  return { meta, actionLabel, value, describe, seatName: seat, zoneLabel: zone };
}

const own = (o: Record<string, string> | undefined, key: string): string | undefined =>
  o && Object.hasOwn(o, key) ? o[key] : undefined;

/**
 * The rules' sentence for a move (`say take "Take {card} from {pile}"`) with every
 * `{param}` said: a card of the catalogue with its article ("the nine of clubs"), anything else
 * as `value` says it ("a hidden card", "row 4, column 5", "column 3", "Bot").
 */
function fillSentence(
  sentence: string,
  move: Move,
  arg: (name: string, v: MoveArg) => string,
  catalogue: Catalogue,
): string {
  return sentence.replace(/\{(\w+)\}/g, (_, name: string) => {
    const v = move.args[name];
    if (v === undefined) return "?";
    const said = arg(name, v);
    return typeof v === "string" && catalogue.has(v) ? `the ${said}` : said;
  });
}
