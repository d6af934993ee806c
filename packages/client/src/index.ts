/**
 * @ludic/client: one interface for a table UI, whether the engine runs in the page (`localTable`,
 * hot-seat and bots) or on @ludic/server (`onlineTable`). React: `useTable` from `@ludic/client/react`.
 */
export { type LocalOptions, localTable } from "./local.js";
export {
  type OnlineOptions,
  type OnlineTable,
  onlineTable,
  seatTokenKey,
  type TokenStorage,
} from "./online.js";
export { EMPTY, type TableSnapshot, type TableSource } from "./source.js";
export {
  DEFAULT_SERVER_PORT,
  type RefusedMessage,
  type RematchMessage,
  type SeatInfo,
  type SeatKind,
  type StateMessage,
  type TableMessage,
} from "./wire.js";
