import type { GameMeta, MoveArg } from "@ludic/runtime";
import type { CSSProperties, KeyboardEvent } from "react";
import { useEffect, useId, useRef } from "react";
import { type CardFace, colourOf, type TokenFace } from "../model/appearance.js";
import { type BoardModel, type Cell, cellLabel, memberLook } from "../model/board.js";
import { cardName } from "../model/cards.js";
import { humanize } from "../model/labels.js";
import type { CellLook, CellToken, LegendEntry } from "../model/skin.js";
import { useTable } from "./context.js";
import { arrowFocus } from "./keys.js";

export interface BoardProps {
  /** The cells and the shape, from `boardOf(meta, view, catalogue)`. */
  board: BoardModel;
  /**
   * How a cell looks; default (`defaultLook`): its first cell variable (terrain) as a colour and a
   * letter, a later one holding a coloured enum member (a settlement) as a piece on it.
   */
  look?: (cell: Cell) => CellLook | undefined;
  /** The move argument clicking a cell picks now (`pickForCell`), or null. */
  pickFor?: (cell: Cell) => MoveArg | null;
  /** The board's accessible name ("Map", "Board"). */
  label?: string;
  /** What the colours and letters mean (`legendOf`, or a skin's), shown under the board. */
  legend?: readonly LegendEntry[];
}

/**
 * The generic look of a hex: the first cell variable's value (an enum member) as its colour (the
 * rules' `colour`, else one made from the name) and its letter; the first later variable holding
 * a member with a colour (`owner[r3c4] = black`) as a piece on it, "black settlement".
 */
export function defaultLook(cell: Cell): CellLook {
  const [key, first] = Object.entries(cell.vars).find(([, v]) => typeof v === "string" && v !== "") ?? [];
  if (typeof first !== "string" || key === undefined)
    return { fill: "var(--ludic-cell)", glyph: "", name: "" };
  const own = cell.members?.[key];
  const token = pieceOf(cell, key);
  if (own?.blank) return { fill: "var(--ludic-cell)", glyph: "", name: "", ...(token ? { token } : {}) };
  return {
    fill: own?.colour ?? colourOf(first),
    glyph: own?.glyph ?? first.charAt(0).toUpperCase(),
    name: spokenValue(cell, key, first),
    ...(token ? { token } : {}),
  };
}

/** A piece from a cell variable (other than `except`) holding an enum member the rules colour. */
function pieceOf(cell: Cell, except?: string): CellToken | undefined {
  for (const [key, m] of Object.entries(cell.members ?? {}))
    if (key !== except && m.colour && !m.blank) return { colour: m.colour, glyph: m.glyph, name: m.piece };
  return undefined;
}

/**
 * The generic look of a square cell: a member the rules colour is a disc on it ("red disc"), one
 * they keep internal nothing (an empty cell), anything else its mark ("X", spoken "cross").
 */
function gridLook(cell: Cell): CellLook & { mark: string } {
  const [key, v] =
    Object.entries(cell.vars).find(([, x]) => typeof x === "string" && x !== "" && x !== "none") ?? [];
  const m = key !== undefined ? cell.members?.[key] : undefined;
  if (m?.blank) return { fill: "", glyph: "", name: "", mark: "" };
  if (m?.colour)
    return {
      fill: "",
      glyph: "",
      name: "",
      mark: "",
      token: { colour: m.colour, glyph: m.glyph, name: m.piece },
    };
  return {
    fill: "",
    glyph: "",
    name: typeof v === "string" ? spokenValue(cell, key, v) : "",
    mark: defaultMark(cell),
  };
}

/**
 * The generic legend: for each cell variable holding members the rules colour, every coloured
 * member of its enum with its letter and word ("G grass", "Bk black settlement"); the board's
 * first variable as cells, the others as pieces. Empty when the rules colour nothing.
 */
export function legendOf(meta: GameMeta, board: BoardModel): LegendEntry[] {
  const out: LegendEntry[] = [];
  const hex = board.shape.shape === "hex";
  board.varNames.forEach((name, i) => {
    const type = meta.vars?.find((v) => v.name === name)?.type.replace(/\?$/, "");
    for (const member of (type !== undefined ? meta.enums?.[type] : undefined) ?? []) {
      const look = memberLook(meta, name, member.name);
      if (!look?.colour || look.blank) continue;
      const cellItself = hex && i === 0;
      out.push({
        fill: look.colour,
        glyph: look.glyph,
        name: cellItself ? member.label : look.piece,
        shape: cellItself ? "hex" : "disc",
      });
    }
  });
  return out;
}

/** A cell variable's value as said: the rules' label of an enum member ("grass"), else the value. */
function spokenValue(cell: Cell, key: string | undefined, value: string): string {
  return (key !== undefined ? cell.labels?.[key] : undefined) ?? humanize(value).toLowerCase();
}

function pieceFaces(
  cell: Cell,
  face: (c: NonNullable<Cell["pieces"][number]["cards"][number]["card"]>) => CardFace,
): { face: TokenFace; name: string; key: string }[] {
  return cell.pieces.flatMap((p) =>
    p.cards.map((c) => {
      const f = c.card ? face(c.card) : null;
      const token: TokenFace =
        f?.kind === "token"
          ? f
          : {
              kind: "token",
              colour: "#555",
              glyph: f?.kind === "playing" ? f.rank : (c.card?.name ?? "?").charAt(0).toUpperCase(),
              value: null,
            };
      return { face: token, name: cardName(c), key: c.ref };
    }),
  );
}

/**
 * Spoken: "row 4, column 5: grass, orange settlement". The cell variables after the first are
 * read out too ("owner orange"), unless the look has a piece of its own: then the skin has said
 * what the cell holds.
 */
function describeCell(cell: Cell, look: CellLook, pieces: { name: string }[]): string {
  const what = [look.name, look.token?.name ?? "", ...pieces.map((p) => p.name)].filter(Boolean);
  const vars = Object.entries(cell.vars)
    .slice(look.token?.name ? Number.POSITIVE_INFINITY : 1)
    .filter(([, v]) => v !== null && v !== false && v !== 0 && v !== "")
    .map(([k, v]) => `${humanize(k).toLowerCase()} ${cell.labels?.[k] ?? String(v)}`);
  const all = [...what, ...vars];
  return `${cellLabel(cell)}${all.length > 0 ? `: ${all.join(", ")}` : ": empty"}`;
}

function onActivate(e: KeyboardEvent<SVGGElement>, act: () => void): void {
  if (e.key === "Enter" || e.key === " ") {
    e.preventDefault();
    act();
  }
}

const R = 24;
const W = Math.sqrt(3) * R;
/** A hex is never drawn narrower than a touch target: a larger board pans instead of shrinking. */
const MIN_HEX_PX = 44;

/**
 * Pans a board that is larger than its viewport so the cells that can be picked now are in view
 * (their middle at the viewport's middle), each time the set of them changes.
 */
function usePanToPickable(pickable: string) {
  const viewport = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = viewport.current;
    if (!el || pickable === "") return;
    if (el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight) return;
    const cells = [...el.querySelectorAll(".ludic-hex--pickable")].map((c) => c.getBoundingClientRect());
    if (cells.length === 0) return;
    const box = el.getBoundingClientRect();
    const mid = (lo: number, hi: number) => (lo + hi) / 2;
    const x = mid(Math.min(...cells.map((c) => c.left)), Math.max(...cells.map((c) => c.right)));
    const y = mid(Math.min(...cells.map((c) => c.top)), Math.max(...cells.map((c) => c.bottom)));
    el.scrollLeft += x - mid(box.left, box.right);
    el.scrollTop += y - mid(box.top, box.bottom);
  }, [pickable]);
  return viewport;
}

/** A hex board (offset rows, pointy tops). Cells that can be picked are buttons; the others are named images. */
export function HexBoard({
  board,
  look = defaultLook,
  pickFor = () => null,
  label = "Board",
  legend,
}: BoardProps) {
  const table = useTable();
  const titleId = useId();
  const { rows, cols } = board.shape;
  const oddShift = board.shape.shape === "hex" && board.shape.offset === "evenR" ? 0 : 1;
  const centre = (c: Cell): [number, number] => {
    const shifted = (c.row & 1) === oddShift ? W / 2 : 0;
    return [W / 2 + c.col * W + shifted + 2, R + c.row * 1.5 * R + 2];
  };
  const width = W * cols + W / 2 + 4;
  const height = 1.5 * R * (rows - 1) + 2 * R + 4;
  const pickable = board.cells
    .filter((c) => pickFor(c) !== null)
    .map((c) => c.ref)
    .join(" ");
  const viewport = usePanToPickable(pickable);
  const points = Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 180) * (60 * i - 30);
    return `${(R * Math.cos(a)).toFixed(2)},${(R * Math.sin(a)).toFixed(2)}`;
  }).join(" ");
  return (
    <figure className="ludic-board ludic-board--hex">
      <figcaption id={titleId} className="ludic-caption">
        <span className="ludic-caption-label">{label}</span>
      </figcaption>
      {/* A board larger than its room scrolls here, so the keyboard can reach and scroll it too. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region */}
      <div className="ludic-board-viewport" ref={viewport} tabIndex={0}>
        {/* biome-ignore lint/a11y/useSemanticElements: a group of cards or cells, not of form fields (fieldset is for forms) */}
        <svg
          viewBox={`0 0 ${width} ${height}`}
          width={width}
          height={height}
          style={{ minWidth: `${Math.ceil((width * MIN_HEX_PX) / W)}px` }}
          role="group"
          aria-labelledby={titleId}
          onKeyDown={arrowFocus}
        >
          {board.cells.map((cell) => {
            const [x, y] = centre(cell);
            const l = look(cell) ?? defaultLook(cell);
            const pieces = pieceFaces(cell, table.face);
            const value = pickFor(cell);
            const selected = value !== null && table.selected(value);
            const name = describeCell(cell, l, pieces);
            const cls = `ludic-hex ${value !== null ? "ludic-hex--pickable" : ""} ${selected ? "ludic-hex--selected" : ""}`;
            const inner = (
              <>
                <polygon className="ludic-hex-shape" points={points} style={{ fill: l.fill }} />
                {l.glyph && (
                  <text className="ludic-hex-glyph" y={pieces.length > 0 || l.token ? -R * 0.45 : 5}>
                    {l.glyph}
                  </text>
                )}
                {l.token && <HexToken token={l.token} />}
                {pieces.slice(0, l.token ? 0 : 1).map((p) => (
                  <g key={p.key} transform={`translate(0 ${R * 0.25})`}>
                    <circle r={R * 0.42} className="ludic-hex-piece" style={{ fill: p.face.colour }} />
                    <text className="ludic-hex-piece-glyph" y={4}>
                      {p.face.glyph}
                    </text>
                  </g>
                ))}
                {value !== null && !selected && (
                  <circle className="ludic-hex-dot" r={3} cx={R * 0.55} cy={-R * 0.4} />
                )}
              </>
            );
            return value !== null ? (
              // biome-ignore lint/a11y/useSemanticElements: a hex cell in SVG cannot be a <button>
              <g
                key={cell.ref}
                className={cls}
                transform={`translate(${x} ${y})`}
                role="button"
                tabIndex={0}
                aria-label={name}
                aria-pressed={selected}
                data-cell={cell.ref}
                onClick={() => table.onPick(value)}
                onKeyDown={(e) => onActivate(e, () => table.onPick(value))}
              >
                {inner}
              </g>
            ) : (
              // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: a hex cell that cannot be picked is a named image
              <g
                key={cell.ref}
                className={cls}
                transform={`translate(${x} ${y})`}
                role="img"
                aria-label={name}
                data-cell={cell.ref}
              >
                {inner}
              </g>
            );
          })}
        </svg>
      </div>
      {legend && legend.length > 0 && <Legend entries={legend} />}
    </figure>
  );
}

/** A piece on a hex drawn from the cell's look: a disc, or a house for a settlement. */
function HexToken({ token }: { token: CellToken }) {
  const s = R * 0.42;
  return (
    <g transform={`translate(0 ${R * 0.25})`}>
      {token.shape === "house" ? (
        <polygon
          className="ludic-hex-piece"
          points={`0,${-s * 1.15} ${s},${-s * 0.2} ${s},${s * 0.85} ${-s},${s * 0.85} ${-s},${-s * 0.2}`}
          style={{ fill: token.colour }}
        />
      ) : (
        <circle r={s} className="ludic-hex-piece" style={{ fill: token.colour }} />
      )}
      <text className="ludic-hex-piece-glyph" y={token.shape === "house" ? 6 : 4}>
        {token.glyph}
      </text>
    </g>
  );
}

/** Black or white letters, whichever reads better on a `#rrggbb` colour (white otherwise). */
export function inkOn(fill: string): string {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(fill);
  if (!m) return "#fff";
  const [r, g, b] = [m[1], m[2], m[3]].map((h) => {
    const c = Number.parseInt(h ?? "0", 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const lum = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // Contrast with black (lum + 0.05) / 0.05 against white 1.05 / (lum + 0.05).
  return (lum + 0.05) / 0.05 >= 1.05 / (lum + 0.05) ? "#111" : "#fff";
}

/** What the board's colours and letters mean: each swatch with its letter, and a word. */
export function Legend({ entries }: { entries: readonly LegendEntry[] }) {
  return (
    <ul className="ludic-legend" aria-label="Legend">
      {entries.map((e) => (
        <li key={`${e.glyph}-${e.name}`} className="ludic-legend-entry">
          <span
            className={`ludic-legend-swatch ludic-legend-swatch--${e.shape ?? "hex"}`}
            style={{ "--ludic-swatch": e.fill, color: inkOn(e.fill) } as CSSProperties}
            aria-hidden="true"
          >
            {e.glyph}
          </span>
          <span>{e.name}</span>
        </li>
      ))}
    </ul>
  );
}

/** A square grid (a chess board, a grid of marks or of discs). Cells that can be picked are buttons. */
export function SquareGrid({ board, look, pickFor = () => null, label = "Board", legend }: BoardProps) {
  const table = useTable();
  const titleId = useId();
  return (
    <figure className="ludic-board ludic-board--square">
      <figcaption id={titleId} className="ludic-caption">
        <span className="ludic-caption-label">{label}</span>
      </figcaption>
      {/* biome-ignore lint/a11y/useSemanticElements: a group of cards or cells, not of form fields (fieldset is for forms) */}
      <div
        className="ludic-grid"
        role="group"
        aria-labelledby={titleId}
        onKeyDown={arrowFocus}
        style={{ "--cols": board.shape.cols } as CSSProperties}
      >
        {board.cells.map((cell) => {
          const generic = look ? undefined : gridLook(cell);
          const l = look?.(cell) ?? generic ?? { fill: "", glyph: "", name: "" };
          const mark = generic ? generic.mark : l.glyph;
          const pieces = [
            ...(l.token
              ? [
                  {
                    face: {
                      kind: "token" as const,
                      colour: l.token.colour,
                      glyph: l.token.glyph,
                      value: null,
                    },
                    name: "",
                    key: "cell-token",
                  },
                ]
              : []),
            ...pieceFaces(cell, table.face),
          ];
          const value = pickFor(cell);
          const selected = value !== null && table.selected(value);
          const name = describeCell(
            cell,
            { ...l, name: l.name || (generic ? "" : markName(cell)) },
            pieces.filter((p) => p.name !== ""),
          );
          const body = (
            <>
              {mark && (
                <span className="ludic-grid-mark" aria-hidden="true">
                  {mark}
                </span>
              )}
              {pieces.map((p) => (
                <span
                  key={p.key}
                  className="ludic-grid-piece"
                  aria-hidden="true"
                  style={{ "--ludic-token": p.face.colour } as CSSProperties}
                >
                  {p.face.glyph}
                </span>
              ))}
              {selected && (
                <span className="ludic-mark ludic-mark--selected" aria-hidden="true">
                  ✓
                </span>
              )}
            </>
          );
          const style = l.fill ? ({ background: l.fill } as CSSProperties) : undefined;
          const cls = `ludic-grid-cell ${(cell.row + cell.col) % 2 === 1 ? "ludic-grid-cell--alt" : ""} ${
            value !== null ? "ludic-grid-cell--pickable" : ""
          } ${selected ? "ludic-grid-cell--selected" : ""}`;
          return value !== null ? (
            <button
              key={cell.ref}
              type="button"
              className={cls}
              style={style}
              aria-pressed={selected}
              data-cell={cell.ref}
              onClick={() => table.onPick(value)}
            >
              <span className="ludic-sr-only">{name}</span>
              {body}
            </button>
          ) : (
            <div
              key={cell.ref}
              className={cls}
              style={style}
              role="img"
              aria-label={name}
              data-cell={cell.ref}
            >
              {body}
            </div>
          );
        })}
      </div>
      {legend && legend.length > 0 && <Legend entries={legend} />}
    </figure>
  );
}

/** A cell variable holding a mark ("X", "O", a member name) shows as that mark. */
function defaultMark(cell: Cell): string {
  const v = Object.values(cell.vars).find((x) => typeof x === "string" && x !== "" && x !== "none");
  return typeof v === "string" ? (v.length <= 2 ? v.toUpperCase() : v.charAt(0).toUpperCase()) : "";
}

function markName(cell: Cell): string {
  const [key, v] =
    Object.entries(cell.vars).find(([, x]) => typeof x === "string" && x !== "" && x !== "none") ?? [];
  return typeof v === "string" ? spokenValue(cell, key, v) : "";
}

export function Board(props: BoardProps) {
  return props.board.shape.shape === "hex" ? <HexBoard {...props} /> : <SquareGrid {...props} />;
}
