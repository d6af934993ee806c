/**
 * One game as the server holds it: the engine, the authoritative state and the record that
 * replays to it. No networking here: the room decides who may act as which seat, the table only
 * asks the engine, and turns whatever the engine throws into a refusal that reveals nothing.
 */
import { randomBytes } from "node:crypto";
import { endingMoves } from "@ludic/client/local";
import {
  type GameOptions,
  type GameRecord,
  LudicError,
  type Move,
  type Outcome,
  type Seat,
  type View,
} from "@ludic/runtime";
import type { AnyEngine } from "./engines.js";

export interface Refusal {
  code: string;
  message: string;
}

export type Attempt = { ok: true; move: Move; next: unknown } | ({ ok: false } & Refusal);

export class Table {
  private constructor(
    readonly engine: AnyEngine,
    readonly record: GameRecord,
    private current: unknown,
  ) {}

  /** A new game with a seed only the server knows. */
  static create(
    engine: AnyEngine,
    setup: { players: number; variant?: string | undefined; options?: GameOptions | undefined },
  ): Table {
    const seed = randomBytes(18).toString("base64url");
    const variant = setup.variant ?? engine.meta.variants[0]?.id ?? "";
    const state = engine.setup({
      players: setup.players,
      seed,
      ...(setup.variant !== undefined ? { variant: setup.variant } : {}),
      ...(setup.options !== undefined ? { options: setup.options } : {}),
    });
    // The record keeps every option, defaults included, as the view reports them.
    const options = engine.view(state, "spectator").options ?? setup.options ?? {};
    const record: GameRecord = {
      game: engine.meta.id,
      rulesVersion: engine.meta.rulesVersion,
      seed,
      players: setup.players,
      variant,
      options,
      moves: [],
    };
    return new Table(engine, record, state);
  }

  /** The game a stored record replays to. */
  static restore(engine: AnyEngine, record: GameRecord): Table {
    const state = engine.replay(record);
    return new Table(engine, { ...record, moves: [...record.moves] }, state);
  }

  /** Moves accepted so far. */
  get seq(): number {
    return this.record.moves.length;
  }

  get outcome(): Outcome | null {
    return this.engine.outcome(this.current);
  }

  /** The seats the game waits for now. */
  deciding(): Seat[] {
    return this.engine.decisions(this.current).map((d) => d.seat);
  }

  view(viewer: Seat | "spectator") {
    return this.engine.view(this.current, viewer);
  }

  legalMoves(seat: Seat): Move[] {
    return this.engine.legalMoves(this.current, seat);
  }

  /**
   * Those of a seat's `moves` that end the game, found from `view` (that seat's) alone, never from
   * the state: the table asks before it plays them (docs/server.md).
   */
  ending(moves: readonly Move[], view: View): Move[] {
    return moves.length === 0 ? [] : endingMoves(this.engine, this.current, moves, view);
  }

  /** The state, for bots that sample from it (never sent anywhere). */
  get state(): unknown {
    return this.current;
  }

  /** What the engine makes of `move`; the table is unchanged either way. */
  attempt(move: Move): Attempt {
    try {
      const next = this.engine.applyMove(this.current, move);
      return { ok: true, move, next };
    } catch (e) {
      if (e instanceof LudicError) return { ok: false, code: e.code, message: e.message };
      // An engine bug: its text could name anything, so the client only learns that it failed.
      console.error(`engine ${this.engine.meta.id} failed on a move:`, e);
      return { ok: false, code: "engine-error", message: "the engine could not process this move" };
    }
  }

  /** Makes an attempted move part of the game (once it is stored). */
  commit(move: Move, next: unknown): void {
    this.record.moves.push(move);
    this.current = next;
  }
}
