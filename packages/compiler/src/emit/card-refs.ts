/**
 * Emits, into index.ts, how moves name cards (docs/language.md §4 "Hidden cards in moves"): a
 * card the mover sees by its id, a card it cannot see by its place — `display[1]@0` (zone key,
 * index from the top or left), `9H/0` (the first card attached to the 9H, bottom first) — so
 * legal moves never carry the id of a hidden card. `applyMove` accepts exactly these names.
 */
import type { IRProgram } from "../lower/program.js";

/** `CARD_ARGS`: the card parameters of each action. */
export function cardArgsTable(p: IRProgram): string {
  const table: Record<string, string[]> = {};
  for (const s of p.sites) {
    for (const o of s.options) {
      if (o.name in table) continue;
      table[o.name] = o.params.filter((x) => x.arg.kind === "card").map((x) => x.name);
    }
  }
  const entries = Object.entries(table).filter(([, names]) => names.length > 0);
  return [
    "/** The card parameters of each action: named by id when the mover sees the card, else by place. */",
    `const CARD_ARGS: Record<string, readonly string[]> = ${JSON.stringify(Object.fromEntries(entries))};`,
  ].join("\n");
}

/** The same for every game: naming cards for a seat, and reading the names back. */
export const CARD_REFS_SOURCE = `
const KEY_OF_INSTANCE = new Map(ZONE_KEYS.map((k) => [k.instance, k.key]));
const INSTANCE_OF_KEY = new Map(ZONE_KEYS.map((k) => [k.key, k.instance]));

/** How \`seat\` names card \`c\` in a move: its id when it sees the card, else its place. */
function cardRef(st: State, c: number, seat: number): string {
  if (cardVisible(st, c, seat)) return CARD_IDS[c] as string;
  const zone = st.loc[c] as number;
  const i = (st.z[zone] as number[]).indexOf(c);
  if (zone >= ATT) return \`\${cardRef(st, zone - ATT, seat)}/\${i}\`;
  return \`\${KEY_OF_INSTANCE.get(zone) ?? zone}@\${i}\`;
}

/** The card a place names (\`deck@3\`, \`display[1]@0/1\`), or -1. */
function cardAt(st: State, ref: string): number {
  const m = /^(.*)([@/])(\\d+)$/.exec(ref);
  if (!m) return CARD_INDEX.get(ref) ?? -1;
  const i = Number(m[3]);
  if (m[2] === "/") {
    const host = cardAt(st, m[1] as string);
    return host < 0 ? -1 : ((st.z[ATT + host] as number[])[i] ?? -1);
  }
  const zone = INSTANCE_OF_KEY.get(m[1] as string);
  return zone === undefined ? -1 : ((st.z[zone] as number[])[i] ?? -1);
}

/** A move with its card arguments named as \`seat\` names them. */
function namedFor<M extends AnyMove>(st: State, m: M, seat: number): M {
  const names = CARD_ARGS[m.action];
  if (!names) return m;
  // Most cards are named by their id: the move is only copied when one is named by its place.
  let args: Record<string, unknown> | null = null;
  for (const name of names) {
    const id = m.args[name];
    const c = CARD_INDEX.get(String(id));
    if (c === undefined) continue;
    const ref = cardRef(st, c, seat);
    if (ref === id) continue;
    args ??= { ...m.args };
    args[name] = ref;
  }
  return args === null ? m : ({ ...m, args } as M);
}

/**
 * The move with its card arguments as ids, or why it names a card wrongly: a card the mover
 * sees must be named by id, one it cannot see by its place.
 */
function byIds(st: State, m: AnyMove): AnyMove | string {
  const names = CARD_ARGS[m.action];
  if (!names) return m;
  const args: Record<string, unknown> = { ...m.args };
  for (const name of names) {
    const ref = args[name];
    if (typeof ref !== "string") continue;
    const c = cardAt(st, ref);
    if (c < 0) continue; // not a card: the decision refuses it
    const seen = cardVisible(st, c, m.seat);
    if (CARD_INDEX.has(ref) && !seen) return \`\${name}: seat \${m.seat} cannot see \${ref}; a card it cannot see is named by its place (as in \${cardRef(st, c, m.seat)})\`;
    if (!CARD_INDEX.has(ref) && seen) return \`\${name}: \${ref} is a card seat \${m.seat} sees, named by its id\`;
    args[name] = CARD_IDS[c];
  }
  return { ...m, args: args as AnyMove["args"] };
}
`;
