/** Words for people: action and zone names from the rules, seat names, numbers. */

/** "targetedOneOff" → "Targeted one off", "scrap_jack" → "Scrap jack". */
export function humanize(name: string): string {
  const words = name
    .replace(/[_-]+/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The name shown for a seat: the given names, else "Seat 1", "Seat 2", … (seats are 0-based). */
export function seatName(seat: number, names?: readonly string[]): string {
  return names?.[seat] ?? `Seat ${seat + 1}`;
}

/** "1 card", "5 cards". */
export function countCards(n: number): string {
  return `${n} card${n === 1 ? "" : "s"}`;
}

/** "first", "second", … for positions people count (1-based). */
export function ordinal(n: number): string {
  const words = [
    "first",
    "second",
    "third",
    "fourth",
    "fifth",
    "sixth",
    "seventh",
    "eighth",
    "ninth",
    "tenth",
  ];
  return words[n - 1] ?? `${n}th`;
}
