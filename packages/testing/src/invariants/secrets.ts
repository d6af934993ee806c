/**
 * Refusals keep secrets: what `applyMove` says when it refuses a move must not depend on the
 * cards the mover cannot see. Plays seeded random games; at sampled positions (every decision
 * kind at least once, then every `every`-th position) it tries, for every seat, every action with
 * every card id (and every hidden card's place) in each of its arguments, in the real state and
 * in `worlds` re-deals of it the seat cannot tell apart (`determinize`: same view), and checks that
 * the refusals — error class, code, message, fields — are the same in all of them. A move refused
 * in one world and accepted in another is only allowed where the seat's legal moves differ too
 * (the rules let it see that much). And the log lines each move adds to a seat's view name no
 * card that seat cannot see once the move is made.
 */
import {
  type Engine,
  type Move,
  randomInt,
  type Seat,
  seedRng,
  type View,
  type ViewCard,
} from "@ludic/runtime";

export interface SecretsOptions {
  games: number;
  seedPrefix: string;
  players: number[];
  variants?: string[];
  /** Moves per game at most. */
  maxMoves?: number;
  /** Probe every `every`-th position (default 25), besides the first of each decision kind. */
  every?: number;
  /** Positions probed per game at most besides those first ones (default 4). */
  positionsPerGame?: number;
  /** Re-deals compared with the real state (default 1). */
  worlds?: number;
}

export interface SecretsReport {
  games: number;
  positions: number;
  /** Moves tried, each in every world. */
  probes: number;
  /** Decision kinds probed ("rule @ line"). */
  kinds: string[];
  failures: string[];
}

/** What a refusal says, all of it: class, code, message and every field. */
function refusalOf(f: () => unknown): string {
  try {
    f();
    return "accepted";
  } catch (e) {
    if (!(e instanceof Error)) return `thrown ${String(e)}`;
    const fields = Object.fromEntries(Object.entries(e));
    return JSON.stringify({ class: e.constructor.name, message: e.message, ...fields });
  }
}

/** The places of the cards `viewer` cannot see, as moves name them (`deck@3`, `9H/0`). */
function hiddenPlaces(view: View): string[] {
  const out: string[] = [];
  const walk = (cards: readonly ViewCard[], at: (i: number) => string): void => {
    cards.forEach((c, i) => {
      if ("hidden" in c) out.push(at(i));
      const id = "id" in c ? c.id : null;
      if (c.attached) walk(c.attached, (j) => (id === null ? `${at(i)}/${j}` : `${id}/${j}`));
    });
  };
  for (const [key, zone] of Object.entries(view.zones)) walk(zone.cards, (i) => `${key}@${i}`);
  return out;
}

/**
 * Every move to try for `seat`: each action, each argument set to each card id or hidden place.
 * An action the seat cannot take now is refused before its arguments are read: it is tried with
 * one card id and one hidden place only.
 */
function probesFor<S, M extends Move>(engine: Engine<S, M>, st: S, seat: Seat, places: string[]): Move[] {
  const legal = engine.legalMoves(st, seat);
  const ids = [...engine.meta.cards.map((c) => c.id), ...places];
  const some = [...engine.meta.cards.slice(0, 1).map((c) => c.id), ...places.slice(0, 1)];
  const now = new Set(engine.decisions(st).flatMap((d) => (d.seat === seat ? d.actions : [])));
  for (const m of legal) now.add(m.action);
  const out: Move[] = [];
  for (const action of engine.meta.actions) {
    // Other arguments as in a legal move of that action when there is one, so the argument tried is what decides.
    const base = legal.find((m) => m.action === action.name)?.args ?? {};
    for (const param of action.params) {
      for (const id of now.has(action.name) ? ids : some)
        out.push({ seat, action: action.name, args: { ...base, [param.name]: id } });
    }
  }
  return out;
}

/** The lines of `after` that `before` did not have (the log keeps its latest lines only). */
function newLines(before: readonly string[], after: readonly string[]): readonly string[] {
  if (after.length > before.length) return after.slice(before.length);
  const last = before[before.length - 1];
  return last === undefined ? after : after.slice(after.lastIndexOf(last) + 1);
}

/** The card ids a line names, as whole words. */
function idMatcher(ids: readonly string[]): (line: string) => string[] {
  if (ids.length === 0) return () => [];
  const escaped = [...ids]
    .sort((a, b) => b.length - a.length)
    .map((id) => id.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&"));
  const re = new RegExp(`(?<![A-Za-z0-9])(?:${escaped.join("|")})(?![A-Za-z0-9])`, "g");
  return (line) => line.match(re) ?? [];
}

/** The ids of the cards a view shows. */
function shownIds(view: View): Set<string> {
  const out = new Set<string>();
  const walk = (cards: readonly ViewCard[]): void => {
    for (const c of cards) {
      if ("id" in c) out.add(c.id);
      if (c.attached) walk(c.attached);
    }
  };
  for (const zone of Object.values(view.zones)) walk(zone.cards);
  for (const value of Object.values(view.vars)) if (typeof value === "string") out.add(value);
  return out;
}

const movesKey = (moves: readonly Move[]): string => JSON.stringify(moves);

export function checkRefusalSecrets<S, M extends Move>(
  engine: Engine<S, M>,
  opts: SecretsOptions,
): SecretsReport {
  const report: SecretsReport = { games: 0, positions: 0, probes: 0, kinds: [], failures: [] };
  const determinize = engine.determinize?.bind(engine);
  if (!determinize) {
    report.failures.push(`${engine.meta.id} has no determinize: refusals cannot be compared across worlds`);
    return report;
  }
  const variants = opts.variants ?? engine.meta.variants.map((v) => v.id);
  const kinds = new Set<string>();
  const namedIds = idMatcher(engine.meta.cards.map((c) => c.id));
  const { every = 25, positionsPerGame = 4, worlds = 1, maxMoves = 400 } = opts;
  for (let g = 0; g < opts.games; g++) {
    const seed = `${opts.seedPrefix}${g}`;
    const rng = seedRng(seed);
    const variant = variants[g % variants.length] as string;
    const range = engine.meta.variants.find((v) => v.id === variant)?.players ?? engine.meta.players;
    const fits = opts.players.filter((p) => p >= range.min && p <= range.max);
    const players = fits.length > 0 ? (fits[g % fits.length] as number) : range.min;
    let st = engine.setup({ players, seed, variant });
    let probed = 0;
    for (let move = 0; move < maxMoves && engine.outcome(st) === null; move++) {
      const decisions = engine.decisions(st);
      const kind = decisions.map((d) => `${d.rule} @ ${d.source.line}`).join(" + ");
      const fresh = !kinds.has(kind);
      if (fresh || (move % every === 0 && probed < positionsPerGame)) {
        kinds.add(kind);
        if (!fresh) probed++;
        report.positions++;
        for (let seat = 0; seat < players; seat++) {
          const others = Array.from({ length: worlds }, (_, w) =>
            determinize(st, seat, `${seed}/${move}/${w}`),
          );
          const all = [st, ...others];
          const legal = all.map((w) => movesKey(engine.legalMoves(w, seat)));
          const probes = probesFor(engine, st, seat, hiddenPlaces(engine.view(st, seat)));
          report.probes += probes.length;
          for (const m of probes) {
            const said = all.map((w) => refusalOf(() => engine.applyMove(w, m as M)));
            for (let w = 1; w < all.length; w++) {
              if (said[w] === said[0]) continue;
              const accepted = said[w] === "accepted" || said[0] === "accepted";
              if (accepted && legal[w] !== legal[0]) continue;
              if (report.failures.length < 20) {
                report.failures.push(
                  `${seed} (${variant}, ${players} players), move ${move}, seat ${seat} tries ${JSON.stringify(m)}:\n  real world: ${said[0]}\n  re-dealt:   ${said[w]}`,
                );
              }
            }
          }
        }
      }
      const d = decisions[0];
      if (d === undefined) break;
      const legal = engine.legalMoves(st, d.seat);
      if (legal.length === 0) break;
      const next = engine.applyMove(st, legal[randomInt(rng, legal.length)] as M);
      // The log lines the move added name no card a seat cannot see once it is made.
      for (let seat = 0; seat < players; seat++) {
        const after = engine.view(next, seat);
        const shown = shownIds(after);
        for (const line of newLines(engine.view(st, seat).log, after.log)) {
          for (const id of namedIds(line)) {
            if (!shown.has(id) && report.failures.length < 20)
              report.failures.push(
                `${seed} (${variant}), move ${move}: seat ${seat}'s log says "${line}", naming ${id}, a card it cannot see`,
              );
          }
        }
      }
      st = next;
    }
    report.games++;
  }
  report.kinds = [...kinds].sort();
  return report;
}
