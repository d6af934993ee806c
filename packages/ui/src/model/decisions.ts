/**
 * Who is deciding, read from the view. A simultaneous decision (`choose simultaneously`) shows as
 * `view.commitments` (one entry per seat taking part: whether it has answered, and the viewer's
 * own answer) and as several seats in `view.decisions` at once. Only this module reads those.
 */
import type { Move, Seat, View } from "@ludic/runtime";

/** `View.commitments` (runtime types): declared here structurally so older views still type-check. */
export interface CommitmentLike {
  seat: Seat;
  answered: boolean;
  move: Move | null;
}

function commitmentsOf(view: View): CommitmentLike[] {
  const v = view as View & { commitments?: CommitmentLike[]; committed?: Seat[] };
  if (Array.isArray(v.commitments)) return v.commitments;
  // Older fixtures: a bare list of seats that committed.
  return (v.committed ?? []).map((seat) => ({ seat, answered: true, move: null }));
}

export function deciders(view: View): Seat[] {
  return [...new Set(view.decisions.map((d) => d.seat))];
}

export function isSimultaneous(view: View): boolean {
  return commitmentsOf(view).length > 0 || deciders(view).length > 1;
}

export function committedSeats(view: View): Seat[] {
  return commitmentsOf(view)
    .filter((c) => c.answered)
    .map((c) => c.seat);
}

/** The viewer's own hidden answer, while the others are still choosing. */
export function ownCommitment(view: View): Move | null {
  if (view.viewer === "spectator") return null;
  return commitmentsOf(view).find((c) => c.seat === view.viewer && c.answered)?.move ?? null;
}

export type SeatStatus = "deciding" | "committed" | "waiting" | "winner" | "loser" | "drawn";

export function seatStatus(view: View, seat: Seat): SeatStatus {
  if (view.outcome) {
    if (view.outcome.winners.length === 0) return "drawn";
    return view.outcome.winners.includes(seat) ? "winner" : "loser";
  }
  if (deciders(view).includes(seat)) return "deciding";
  if (committedSeats(view).includes(seat)) return "committed";
  return "waiting";
}
