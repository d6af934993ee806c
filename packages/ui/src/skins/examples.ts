/**
 * Skins of the example games (rules/examples). Their cells hold enum members (`mark[r0c0] = "X"`).
 * The generic board already says members by their labels from `meta.enums` ("cross"); the skins
 * add what the rules do not say: which member is an empty cell (drawn blank, not "E") and discs
 * as coloured tokens.
 */
import type { Skin } from "./skin.js";

export const ticTacToeSkin: Skin = {
  game: "tic-tac-toe",
  actionLabel: (a) => (a === "place" ? "Mark" : undefined),
  cellLook(cell) {
    const m = cell.vars.mark;
    if (m === "X") return { fill: "", glyph: "X", name: "cross" };
    if (m === "O") return { fill: "", glyph: "O", name: "nought" };
    return { fill: "", glyph: "", name: "empty" };
  },
  describeMove: (move, w) =>
    move.action === "place" ? `Mark ${w.arg("cell", move.args.cell ?? "")}` : undefined,
};

export const connectFourSkin: Skin = {
  game: "connect-four",
  actionLabel: (a) => (a === "drop" ? "Drop a disc" : undefined),
  cellLook(cell) {
    const d = cell.vars.disc;
    if (d === "R") return { fill: "", glyph: "", name: "red disc", token: { colour: "#c8322e", glyph: "R" } };
    if (d === "Y")
      return { fill: "", glyph: "", name: "yellow disc", token: { colour: "#d9a800", glyph: "Y" } };
    return { fill: "", glyph: "", name: "empty" };
  },
  describeMove: (move) =>
    move.action === "drop" ? `Drop a disc into column ${Number(move.args.col) + 1}` : undefined,
};
