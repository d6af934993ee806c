/**
 * A variable's value in the table's words, through the one value printer (@ludic/runtime
 * valueText): an enum member by its label, a seat by the name its seat panel shows, `none` as
 * "none", a card by name, a cell as "row 4, column 5".
 */
import { type GameMeta, valueText, varTypeOf } from "@ludic/runtime";
import { cellLabel, parseCell } from "./board.js";
import { catalogueOf } from "./catalogue.js";
import { seatName } from "./labels.js";

export type SayValue = (variable: string, value: unknown) => string;

export function valueSayer(meta: GameMeta, seatNames?: readonly string[]): SayValue {
  const catalogue = catalogueOf(meta);
  const cell = (v: string): string => {
    const c = parseCell(v);
    return c ? cellLabel(c) : v;
  };
  const words = {
    seat: (s: number) => seatName(s, seatNames),
    card: (id: string) => catalogue.get(id)?.name ?? id,
    cell,
  };
  return (variable, value) => {
    const type = varTypeOf(meta, variable);
    // An engine whose meta predates `vars`: a cell still reads as one.
    if (type === undefined && typeof value === "string" && /^r\d+c\d+$/.test(value)) return cell(value);
    return valueText(value, type, meta, words);
  };
}
