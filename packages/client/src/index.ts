/**
 * @ludic/client: one interface for a table UI, whether the engine runs in the page (`localTable`,
 * hot-seat and bots) or on @ludic/server (`onlineTable`). React: `useGame` from `@ludic/client/react`;
 * `@ludic/client/local` is the local table alone (no server client in the bundle).
 */
export { endingMoves } from "./ending.js";
export { type LocalOptions, type LocalSnapshot, type LocalTable, localTable } from "./local.js";
export {
  type OnlineOptions,
  type OnlineTable,
  onlineTable,
  seatTokenKey,
  type TokenStorage,
} from "./online.js";
export { applyViewPatch, diffView, sameValue, stateReader } from "./patch.js";
export { EMPTY, nameSeats, type TableSnapshot, type TableSource } from "./source.js";
export {
  DEFAULT_SERVER_PORT,
  type LogLine,
  type RefusedMessage,
  type RematchMessage,
  type SeatInfo,
  type SeatKind,
  type StateFrame,
  type StateMessage,
  type TableMessage,
  type ViewPatch,
} from "./wire.js";
