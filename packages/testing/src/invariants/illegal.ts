import { type Move, type RngState, randomInt } from "@ludic/runtime";
import { moveKey } from "../moves.js";

export interface IllegalCandidate {
  kind: string;
  move: Move;
}

/**
 * One random move that no rule can allow, derived from a legal one so that it is
 * plausible: played by a seat that is not deciding, with an unknown action, a card that is
 * not offered, a card that does not exist, a missing argument or an out-of-range number.
 * Returns null when no kind applies (e.g. every seat decides and no move has arguments).
 */
export function randomIllegalMove(
  rng: RngState,
  legalBySeat: Map<number, Move[]>,
  players: number,
  cards: readonly string[],
): IllegalCandidate | null {
  const seats = [...legalBySeat.keys()].filter((seat) => (legalBySeat.get(seat)?.length ?? 0) > 0);
  if (seats.length === 0) return null;
  const seat = seats[randomInt(rng, seats.length)] as number;
  const legal = legalBySeat.get(seat) as Move[];
  const base = legal[randomInt(rng, legal.length)] as Move;
  const offered = new Set(legal.map(moveKey));
  const notOffered = (m: Move): boolean => !offered.has(moveKey(m));
  const argNames = Object.keys(base.args);
  const withArg = (name: string, value: string | number): Move => ({
    ...base,
    args: { ...base.args, [name]: value },
  });

  const makers: (() => IllegalCandidate | null)[] = [
    () => {
      const idle = [];
      for (let p = 0; p < players; p++) if (!legalBySeat.has(p)) idle.push(p);
      if (idle.length === 0) return null;
      return { kind: "wrong seat", move: { ...base, seat: idle[randomInt(rng, idle.length)] as number } };
    },
    () => ({ kind: "unknown action", move: { ...base, action: "no-such-action" } }),
    () => {
      const cardArgs = argNames.filter(
        (a) => typeof base.args[a] === "string" && cards.includes(base.args[a] as string),
      );
      if (cardArgs.length === 0) return null;
      const arg = cardArgs[randomInt(rng, cardArgs.length)] as string;
      // A few tries: most other cards are not offered for this argument.
      for (let i = 0; i < 4; i++) {
        const move = withArg(arg, cards[randomInt(rng, cards.length)] as string);
        if (notOffered(move)) return { kind: "card not offered", move };
      }
      return null;
    },
    () => {
      const cardArgs = argNames.filter((a) => typeof base.args[a] === "string");
      if (cardArgs.length === 0) return null;
      return {
        kind: "no such card",
        move: withArg(cardArgs[randomInt(rng, cardArgs.length)] as string, "NO-SUCH-CARD"),
      };
    },
    () => {
      if (argNames.length === 0) return null;
      const drop = argNames[randomInt(rng, argNames.length)] as string;
      const args = { ...base.args };
      delete args[drop];
      const move = { ...base, args };
      return notOffered(move) ? { kind: "missing argument", move } : null;
    },
    () => {
      const nums = argNames.filter((a) => typeof base.args[a] === "number");
      if (nums.length === 0) return null;
      const move = withArg(nums[randomInt(rng, nums.length)] as string, 1_000_003);
      return notOffered(move) ? { kind: "number out of range", move } : null;
    },
  ];
  // Start at a random kind and fall through to the next applicable one.
  const start = randomInt(rng, makers.length);
  for (let i = 0; i < makers.length; i++) {
    const candidate = (makers[(start + i) % makers.length] as () => IllegalCandidate | null)();
    if (candidate) return candidate;
  }
  return null;
}
