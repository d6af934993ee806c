/**
 * Moves that end the game by a seat's own choice (concede, stop, forfeit): `@ludic/client`
 * finds them from the seat's view, on re-deals of what it cannot see, never from the hidden cards
 * (a local table's snapshot and a server's state carry them); kept here for tables drawn from a
 * position.
 */
export { endingMoves } from "@ludic/client/local";
