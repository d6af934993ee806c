/**
 * A skin is what an app adds for one game where what the rules declare is not enough: a look that
 * needs more of the view than one cell (which tiles lie on a location hex), figures the contract
 * does not carry, a legend. The kit knows no game: an app passes a skin to `Table` / `GameTable`
 * (`skin`); without one (`emptySkin`) the table draws everything from the rules' `meta`: labels,
 * sentences, colours, help texts (docs/ui.md "Skins"). Everything is optional.
 */
import type { CardMeta, GameMeta, Move, Seat, View, ZoneMeta } from "@ludic/runtime";
import type { CardFace } from "./appearance.js";
import type { BoardShape, Cell } from "./board.js";
import type { Catalogue } from "./catalogue.js";

export interface MoveWords {
  meta: GameMeta;
  catalogue: Catalogue;
  /** The spoken name of a move argument (a card's name, a seat's name, a cell). */
  arg: (name: string, value: string | number) => string;
  seatName: (seat: Seat) => string;
}

export interface SeatFigure {
  label: string;
  value: string;
}

export interface CellLook {
  /** CSS colour of the cell ("" keeps the board's own). */
  fill: string;
  /** One or two letters printed on it, so colour is not the only carrier. */
  glyph: string;
  /** Spoken description: "grass". */
  name: string;
  /** A piece drawn on the cell (a disc, a settlement), from a cell variable rather than a card. */
  token?: CellToken;
}

export interface CellToken {
  /** CSS colour of the piece. */
  colour: string;
  /** One or two letters printed on it, so its colour is not the only carrier. */
  glyph: string;
  /** Its outline on a hex board: a disc (default) or a house (a settlement). */
  shape?: "disc" | "house";
  /** Spoken after the cell's own name: "black settlement". */
  name?: string;
}

/** One line of a board's legend: a swatch with its letter, and what it means. */
export interface LegendEntry {
  fill: string;
  glyph: string;
  name: string;
  /** Drawn as a piece (a settlement) rather than a cell. */
  shape?: "hex" | "disc" | "house";
}

export interface Skin {
  face?(card: CardMeta): CardFace | undefined;
  /** An action's name, before the rules' `label` ("Play for points"). */
  actionLabel?(action: string): string | undefined;
  /** A move in words, before the rules' `say`: "Build a settlement at row 4, column 5". */
  describeMove?(move: Move, words: MoveWords): string | undefined;
  zoneLabel?(zone: ZoneMeta, seat: Seat | null): string | undefined;
  /** Figures for a seat panel (points, goal, …), from the view only. */
  seatFigures?(view: View, seat: Seat, catalogue: Catalogue): SeatFigure[];
  /**
   * The badge of a card-indexed variable that is set (`frozen[9H]`): a string rewords it, null
   * hides it, undefined keeps the generic "frozen" / "source row 4, column 12".
   */
  cardFlag?(variable: string, value: unknown): string | null | undefined;
  /** The board's shape when the engine does not publish `meta.board`. */
  board?: BoardShape;
  /**
   * How a cell looks, from its variables and, when it needs more (which location tile lies on
   * it), from the whole view.
   */
  cellLook?(cell: Cell, view?: View): CellLook | undefined;
  /** The board's legend (terrain letters, pieces), shown under the board. */
  legend?: LegendEntry[];
}

/** No skin: everything the table shows comes from the rules (`meta`). */
export const emptySkin: Skin = {};
