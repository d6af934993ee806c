/**
 * A `choose simultaneously` in the views of a game's decisions (decisions.ts): who answers it now,
 * a seat's answer stored, and the commitments a view shows. Only an engine whose rules have one
 * bundles this: its rules.ts passes `simultaneousCode` to makeDecisions; the others pass nothing.
 */
import type { Move as AnyMove, Commitment } from "../types.js";

/** A `choose simultaneously`: the frame fields of the seats asked and their answers, and the run head. */
export interface Simultaneous {
  seats: string;
  answers: string;
  runHead: number;
}

type Fields = Record<string, unknown>;

/** What makeDecisions takes of a game with simultaneous decisions. */
export interface SimultaneousCode {
  /** The index of `seat` among those asked in frame `f`, or why it does not answer now. */
  asked(f: object, sim: Simultaneous, seat: number): number | string;
  /** Stores a seat's answer (copy on write: frames are shared with the input state); true once all answered. */
  commit(g: { pc: number }, sim: Simultaneous, asked: number, answer: number[]): boolean;
  /** The seats asked in frame `f` that have not answered yet. */
  seats(f: object, sim: Simultaneous): number[];
  /** The commitments a view shows: who answered, and `viewer`'s own answer as a move (`move`). */
  commitments(
    f: object,
    sim: Simultaneous,
    viewer: number | "spectator",
    move: (seat: number, answer: number[]) => AnyMove,
  ): Commitment[];
}

export const simultaneousCode: SimultaneousCode = {
  asked(f, sim, seat) {
    const asked = ((f as Fields)[sim.seats] as number[]).indexOf(seat);
    const answers = (f as Fields)[sim.answers] as number[][];
    return asked < 0 || (answers[asked] as number[]).length > 0
      ? `seat ${seat} does not answer this decision now`
      : asked;
  },
  commit(g, sim, asked, answer) {
    const fields = g as unknown as Fields;
    const answers = (fields[sim.answers] as number[][]).slice();
    answers[asked] = answer;
    fields[sim.answers] = answers;
    if (answers.some((a) => a.length === 0)) return false;
    g.pc = sim.runHead;
    return true;
  },
  seats(f, sim) {
    const answers = (f as Fields)[sim.answers] as number[][];
    return ((f as Fields)[sim.seats] as number[]).filter((_, i) => (answers[i] as number[]).length === 0);
  },
  commitments(f, sim, viewer, move) {
    const answers = (f as Fields)[sim.answers] as number[][];
    return ((f as Fields)[sim.seats] as number[]).flatMap((seat, i) => {
      const a = answers[i] as number[];
      if (a[0] === -1) return [];
      const answered = a.length > 0;
      return [{ seat, answered, move: answered && seat === viewer ? move(seat, a) : null }];
    });
  },
};
