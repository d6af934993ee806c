import type { GameMeta, Move, MoveArg, View } from "@ludic/runtime";
import { LayoutGroup, MotionConfig } from "motion/react";
import { type ReactNode, useId, useMemo } from "react";
import { faceOf } from "../model/appearance.js";
import { boardOf, pickForCell } from "../model/board.js";
import { tableCards } from "../model/cards.js";
import { catalogueOf } from "../model/catalogue.js";
import { committedSeats, deciders, isSimultaneous, ownCommitment, seatStatus } from "../model/decisions.js";
import { cardFlags, tableVars } from "../model/flags.js";
import type { LogEntry } from "../model/history.js";
import { humanize } from "../model/labels.js";
import { layoutOf, type SeatArea, type ZoneSlot } from "../model/layout.js";
import { logText } from "../model/log.js";
import {
  actionHelp,
  cardHelp,
  isInternal,
  isShown,
  ruleHelp,
  seatFiguresOf,
  shownLabel,
} from "../model/presentation.js";
import { emptySkin, type Skin } from "../model/skin.js";
import { tableWordsOf } from "../model/table-words.js";
import { valueSayer } from "../model/values.js";
import type { Words } from "../model/words.js";
import { Board, legendOf } from "./Boards.js";
import type { CardSize } from "./Card.js";
import { TableContext, type TableContextValue } from "./context.js";
import { DecisionBar } from "./DecisionBar.js";
import { GameLog } from "./GameLog.js";
import { SeatPanel } from "./SeatPanel.js";
import { useChoice } from "./useChoice.js";
import { type GameHistory, useGameHistory } from "./useGameHistory.js";
import { NARROW, useMediaQuery } from "./useMediaQuery.js";
import { usePrefersReducedMotion } from "./usePrefersReducedMotion.js";
import { Zone } from "./Zones.js";

export interface TableProps {
  meta: GameMeta;
  /** What the person at the table may see (`engine.view(state, seat)`). */
  view: View;
  /** The viewer's legal moves now (`engine.legalMoves(state, seat)`); empty while others decide. */
  moves: readonly Move[];
  /** Called with the move the person confirmed. */
  onMove(move: Move): void;
  /**
   * What an app adds for this game where the rules' own words and looks are not enough (default:
   * `emptySkin`, everything from `meta`). The kit has no skins of its own.
   */
  skin?: Skin;
  /** Seat names by seat ("You", "Bot"); default "Seat 1", "Seat 2", … */
  seatNames?: readonly string[];
  /** Shown in the decision bar (a refused move). */
  error?: string | null;
  /** false: no log beside the table. */
  showLog?: boolean;
  /**
   * The game so far (engine, start position, moves): the log then tells every move in words and
   * what followed it, instead of only the engine's own lines.
   */
  history?: GameHistory;
  /**
   * Without `history`: the log's lines already told (an online table's, which its server tells
   * for the seat it plays), shown as the history's would be.
   */
  log?: readonly LogEntry[];
  /** Moves among `moves` that end the game (`endingMoves`): they ask for confirmation. */
  ending?: readonly Move[];
  cardSize?: CardSize;
  /**
   * Fill the height the container gives (a phone's screen under the app's header): the other
   * seats at the top, your seat and the decision at the bottom, the middle scrolling (and a large
   * board panning) only when it does not fit. Without it the table is as tall as its content.
   */
  fill?: boolean;
  /** Extra controls under the decision bar (new game, …). */
  children?: ReactNode;
}

function prompt(view: View, words: Words, moves: readonly Move[], simultaneous: boolean): string {
  if (view.outcome) {
    const { winners, reason } = view.outcome;
    if (winners.length === 0) return `Game over: a draw (${reason})`;
    const names = winners.map((s) => (s === view.viewer ? "You" : words.seatName(s)));
    const verb =
      winners.length === 1 && winners[0] === view.viewer ? "win" : winners.length === 1 ? "wins" : "win";
    return `Game over: ${names.join(" and ")} ${verb} (${reason})`;
  }
  if (moves.length > 0) return simultaneous ? "Your secret choice" : "Your move";
  const who = deciders(view).map(words.seatName);
  if (who.length === 0) return "";
  const own = ownCommitment(view);
  if (own) return `You chose: ${words.describe(own)} (hidden); waiting for ${who.join(", ")}`;
  if (view.viewer !== "spectator" && committedSeats(view).includes(view.viewer))
    return `Committed; waiting for ${who.join(", ")}`;
  return view.viewer === "spectator" ? `${who.join(", ")} to move` : `Waiting for ${who.join(", ")}`;
}

/**
 * A whole table for any engine: seats around (the viewer at the bottom), the global zones and the
 * board in the middle, the decision bar and the log. Layout comes from `meta.zones`, faces from
 * the card catalogue, words and looks from what the rules declare (`meta`) or an app's skin.
 */
export function Table({
  meta,
  view,
  moves,
  onMove,
  skin = emptySkin,
  seatNames,
  error = null,
  showLog = true,
  history,
  log,
  ending,
  cardSize = "md",
  fill = false,
  children,
}: TableProps) {
  const narrow = useMediaQuery(NARROW);
  const catalogue = catalogueOf(meta);
  const layout = useMemo(() => layoutOf(meta, view, skin.zoneLabel?.bind(skin)), [meta, view, skin]);
  const words = useMemo(
    () => tableWordsOf(meta, catalogue, skin, layout, seatNames),
    [meta, catalogue, skin, layout, seatNames],
  );
  const say = useMemo(() => valueSayer(meta, seatNames), [meta, seatNames]);
  const told = useGameHistory(history, view.viewer, words);
  const entries = told ?? log;
  const board = useMemo(() => boardOf(meta, view, catalogue, skin.board), [meta, view, catalogue, skin]);
  const choice = useChoice(meta, moves);
  const reduced = usePrefersReducedMotion();
  const group = useId();
  const lastMove = history?.moves[history.moves.length - 1];
  const recentArgs = useMemo(
    () => new Set<MoveArg>(lastMove ? Object.values(lastMove.args).filter((v) => typeof v === "string") : []),
    [lastMove],
  );
  const lastLines = useMemo(
    () => latestMoveText(entries, catalogue, seatNames),
    [entries, catalogue, seatNames],
  );
  const simultaneous = isSimultaneous(view);
  const context: TableContextValue = useMemo(
    () => ({
      face: (card) => skin.face?.(card) ?? faceOf(card),
      // Internal variables are never player information, not even as a badge on a card.
      flags: cardFlags(
        view,
        catalogue,
        (name, value) => {
          if (isInternal(meta, name)) return null;
          const fromSkin = skin.cardFlag?.(name, value);
          if (fromSkin !== undefined || !isShown(meta, name)) return fromSkin;
          // A shown card variable's badge is its label: `show fresh "new"`.
          const label = shownLabel(meta, name);
          return value === true ? label : `${label} ${say(name, value)}`;
        },
        say,
      ),
      help: (card) => cardHelp(meta, card),
      pickable: (v: MoveArg) => choice.stage.next?.values.includes(v) ?? false,
      selected: choice.selected,
      onPick: choice.pick,
      recent: (v: MoveArg) => recentArgs.has(v),
      motion: !reduced,
    }),
    [meta, skin, view, catalogue, choice, recentArgs, reduced, say],
  );
  const vars = tableVars(view, say)
    .filter((v) => !isInternal(meta, v.key))
    .map((v) => ({ ...v, name: shownLabel(meta, v.key) }));
  const why = decisionContext(meta, view);
  // A phone's screen is kept for cards: empty zones (but hands) are one line of names.
  const collapse = fill && narrow;
  const split = (zones: ZoneSlot[]) =>
    collapse
      ? {
          shown: zones.filter((z) => z.kind === "hand" || z.zone.cards.length > 0),
          empty: zones.filter((z) => z.kind !== "hand" && z.zone.cards.length === 0).map((z) => z.label),
        }
      : { shown: zones, empty: [] };
  const seatArea = (area: SeatArea, bottom: boolean) => {
    const name = words.seatName(area.seat);
    const you = view.viewer === area.seat;
    const status = seatStatus(view, area.seat);
    const figures = [
      ...(skin.seatFigures?.(view, area.seat, catalogue) ?? []),
      ...seatFiguresOf(meta, view, area.seat, say),
    ];
    const zones = bottom
      ? area.zones.filter((z) => z.kind !== "hand").concat(area.zones.filter((z) => z.kind === "hand"))
      : area.zones.filter((z) => z.kind === "hand").concat(area.zones.filter((z) => z.kind !== "hand"));
    return (
      <section
        key={area.seat}
        className={`ludic-seat-area ${bottom ? "ludic-seat-area--bottom" : "ludic-seat-area--top"}`}
        aria-label={you && name !== "You" ? `${name} (you)` : name}
      >
        <SeatPanel
          name={name}
          you={you}
          status={status}
          figures={figures}
          score={view.outcome?.scores[area.seat] ?? null}
        />
        <div className="ludic-seat-zones">
          {split(zones).shown.map((z) => (
            <ZoneView key={z.key} slot={z} size={cardSize} catalogue={catalogue} />
          ))}
          <EmptyZones labels={split(zones).empty} />
        </div>
      </section>
    );
  };
  const last = layout.seats[layout.seats.length - 1];
  return (
    <TableContext.Provider value={context}>
      {/* Reduced motion: no layout animation at all (`motion` is off in the context too). */}
      <MotionConfig reducedMotion="user">
        <LayoutGroup id={group}>
          <div
            className={`ludic-table${fill ? " ludic-table--fill" : ""}`}
            data-game={meta.id}
            data-motion={reduced ? "reduced" : "full"}
          >
            <div className="ludic-table-main">
              <div className="ludic-seats-top">
                {layout.seats.slice(0, -1).map((a) => seatArea(a, false))}
              </div>
              <section className={`ludic-centre${board ? " ludic-centre--board" : ""}`} aria-label="Table">
                {/* Around the board: on a phone one strip that scrolls sideways, so the board gets the room. */}
                <div className="ludic-centre-zones">
                  {split(layout.centre).shown.map((z) => (
                    <ZoneView key={z.key} slot={z} size={cardSize} catalogue={catalogue} />
                  ))}
                  <EmptyZones labels={[...split(layout.centre).empty, ...layout.emptyIndexed]} />
                  {vars.length > 0 && (
                    <dl className="ludic-figures ludic-table-vars">
                      {vars.map((v) => (
                        <div key={v.name} className="ludic-figure">
                          <dt>{v.name}</dt>
                          <dd>{v.value}</dd>
                        </div>
                      ))}
                    </dl>
                  )}
                </div>
                {board && (
                  <Board
                    board={board}
                    look={skin.cellLook ? (cell) => skin.cellLook?.(cell, view) : undefined}
                    legend={skin.legend ?? legendOf(meta, board)}
                    pickFor={(cell) => pickForCell(choice.stage.next, cell)}
                    label={humanize(board.shape.name)}
                  />
                )}
              </section>
              {last && seatArea(last, true)}
            </div>
            {/* Beside the table on a wide screen (the decision in view next to the board), under it on a phone. */}
            <div className="ludic-table-side">
              {lastLines && (
                <p className="ludic-last-move">
                  <span className="ludic-caption-label">Last move:</span> {lastLines}
                </p>
              )}
              <DecisionBar
                choice={choice}
                words={words}
                onMove={onMove}
                prompt={prompt(view, words, moves, simultaneous)}
                context={why}
                help={(action) => actionHelp(meta, view.variant, action)}
                simultaneous={simultaneous}
                error={error}
                ending={ending}
              />
              {children && <div className="ludic-table-extra">{children}</div>}
              {showLog && (
                <GameLog
                  lines={view.log}
                  entries={entries}
                  catalogue={catalogue}
                  seatNames={seatNames}
                  folded={narrow}
                />
              )}
            </div>
          </div>
        </LayoutGroup>
      </MotionConfig>
    </TableContext.Provider>
  );
}

/**
 * Why the pending decision is asked, from the help text of the rule that asks it ("A 7 resolves:
 * …"); the turn's own rule says only that it is a turn, so it explains too.
 */
function decisionContext(meta: GameMeta, view: View): string | undefined {
  if (view.outcome) return undefined;
  const mine = view.decisions.find((d) => d.seat === view.viewer) ?? view.decisions[0];
  return mine ? ruleHelp(meta, view.variant, mine.rule) : undefined;
}

/** The latest move's lines as one sentence run ("Bot plays the seven of diamonds. …"). */
function latestMoveText(
  entries: readonly LogEntry[] | undefined,
  catalogue: ReturnType<typeof catalogueOf>,
  seatNames?: readonly string[],
): string {
  if (!entries) return "";
  let start = -1;
  for (let i = entries.length - 1; i >= 0; i--)
    if (entries[i]?.index !== null) {
      start = i;
      break;
    }
  if (start < 0) return "";
  return entries
    .slice(start)
    .map((e) => (e.kind === "move" ? e.text : logText(e.line, catalogue, seatNames)))
    .map((t) => (/[.!?]$/.test(t) ? t : `${t}.`))
    .join(" ");
}

/** Empty zones named in one line ("Empty: Scrap, Resolving"), not drawn. */
function EmptyZones({ labels }: { labels: readonly string[] }) {
  if (labels.length === 0) return null;
  return (
    <p className="ludic-empty-zones">
      <span className="ludic-caption-label">Empty:</span> {labels.join(", ")}
    </p>
  );
}

function ZoneView({
  slot,
  size,
  catalogue,
}: {
  slot: ZoneSlot;
  size: CardSize;
  catalogue: ReturnType<typeof catalogueOf>;
}) {
  const cards = tableCards(slot.key, slot.zone, catalogue);
  return <Zone kind={slot.kind} label={slot.label} cards={cards} size={size} />;
}
