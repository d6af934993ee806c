/**
 * What crosses the wire, both ways. Everything a client sends is parsed with these schemas before
 * the server looks at it; a message that does not parse is refused and changes nothing.
 */
import { z } from "zod";

const id = z.string().min(1).max(64);
/** A move argument (a card id or place, a seat, a number, an enum member). */
const moveArg = z.union([z.string().max(128), z.number().int().safe()]);
const optionValue: z.ZodType<OptionValueJson> = z.lazy(() =>
  z.union([z.string().max(128), z.number().finite(), z.boolean(), z.array(optionValue).max(64)]),
);
type OptionValueJson = string | number | boolean | OptionValueJson[];

/** A seat at a new table: a person ("open" until someone takes it) or a server-side bot. */
export const seatKind = z.union([
  z.literal("open"),
  z.literal("random"),
  z.string().regex(/^mcts(:\d{1,6}(ms)?)?$/, "a bot is random, mcts, mcts:<iterations> or mcts:<ms>ms"),
]);
export type SeatKind = z.infer<typeof seatKind>;

/** How a table is set up, given with the first `create` (Colyseus passes it to onCreate). */
export const tableOptions = z.object({
  game: id,
  variant: id.optional(),
  players: z.number().int().min(1).max(16).optional(),
  options: z.record(id, optionValue).optional(),
  /** One per seat; default: every seat open. */
  seats: z.array(seatKind).min(1).max(16).optional(),
  /** Seconds a person has for each decision; none: no limit. */
  turnSeconds: z.number().int().min(1).max(86_400).optional(),
  /** What happens when time runs out: a random legal move is made for the seat, or it forfeits. */
  onTimeout: z.enum(["auto", "forfeit"]).optional(),
  /** Left out of the lobby's listing; joined by id only. */
  private: z.boolean().optional(),
});
export type TableOptions = z.infer<typeof tableOptions>;

/** How a connection joins a table: a seat, the first free seat, as a spectator, or back to its seat. */
export const joinOptions = z.object({
  seat: z.number().int().min(0).max(15).optional(),
  spectate: z.boolean().optional(),
  /** The seat token the server gave when the seat was taken: works across server restarts. */
  resume: z.string().min(16).max(128).optional(),
});
export type JoinOptions = z.infer<typeof joinOptions>;

/** A move as a client sends it. The seat is the connection's; one naming another seat is refused. */
export const moveMessage = z.strictObject({
  action: id,
  args: z.record(id, moveArg),
  seat: z.number().int().optional(),
  /**
   * The number of moves the client had seen when it sent this; a refusal echoes it as `sentAt`.
   * Not a lock: in a simultaneous decision several seats answer the same position, and the
   * engine alone says whether a move still fits.
   */
  seq: z.number().int().min(0).optional(),
});
export type MoveMessage = z.infer<typeof moveMessage>;

// ---- Server to client: the types @ludic/client reads them with ----

export type { RefusedMessage, SeatInfo, StateFrame, StateMessage, TableMessage } from "@ludic/client";
