import type { CardMeta, Engine, Move, View } from "@ludic/runtime";
import { useMemo, useRef } from "react";
import { catalogueOf } from "../model/catalogue.js";
import { entriesForMove, type LogEntry } from "../model/history.js";
import type { Words } from "../model/words.js";

/** What a table needs to tell the whole game: the engine, the position it started from, the moves since. */
export interface GameHistory<S = unknown> {
  // biome-ignore lint/suspicious/noExplicitAny: any engine's moves
  engine: Engine<S, any>;
  start: S;
  moves: readonly Move[];
}

interface Told {
  history: GameHistory;
  viewer: View["viewer"];
  words: Words;
  applied: readonly Move[];
  state: unknown;
  entries: LogEntry[];
}

/**
 * The log of a game so far, told from `viewer`'s side: the engine's lines from the deal, then
 * for every move its line and what followed (`model/history.ts`). It replays the moves from
 * `start` once and afterwards only the new ones, so a long game costs one move per render.
 */
export function useGameHistory(
  history: GameHistory | undefined,
  viewer: View["viewer"],
  words: Words,
): LogEntry[] | undefined {
  const told = useRef<Told | null>(null);
  const engine = history?.engine;
  const start = history?.start;
  const moves = history?.moves;
  return useMemo(() => {
    if (!engine || !moves) return undefined;
    const cards: ReadonlyMap<string, CardMeta> = catalogueOf(engine.meta);
    let t = told.current;
    const continues =
      t !== null &&
      t.history.engine === engine &&
      t.history.start === start &&
      t.viewer === viewer &&
      // The table's words are remade with every view; only the names in them matter here.
      namesOf(t.words, engine.meta.players.max) === namesOf(words, engine.meta.players.max) &&
      t.applied.length <= moves.length &&
      t.applied.every((m, i) => m === moves[i]);
    if (!t || !continues) {
      t = {
        history: { engine, start, moves },
        viewer,
        words,
        applied: [],
        state: start,
        entries: engine.view(start, viewer).log.map((line) => ({ kind: "event", line, index: null })),
      };
    }
    let state = t.state;
    const entries = [...t.entries];
    let applied = t.applied.length;
    for (; applied < moves.length; applied++) {
      const move = moves[applied] as Move;
      const before = engine.view(state, viewer);
      try {
        state = engine.applyMove(state, move);
      } catch {
        break; // a move that does not replay: the log stops before it
      }
      entries.push(
        ...entriesForMove(words, cards, move, applied, viewer, before, engine.view(state, viewer)),
      );
    }
    told.current = {
      history: { engine, start, moves },
      viewer,
      words,
      applied: moves.slice(0, applied),
      state,
      entries,
    };
    return entries;
  }, [engine, start, moves, viewer, words]);
}

function namesOf(words: Words, players: number): string {
  return Array.from({ length: players }, (_, s) => words.seatName(s)).join("\u0000");
}
