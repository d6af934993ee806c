/**
 * The contract path's shortcuts (docs/performance.md, "The contract path"), over every generated
 * engine: a state's legal moves are listed once and applyMove of a listed move binds its numbers
 * instead of checking it from the rules; applyMove's new state shares its zones, its frames below
 * the top and its indexed variables with its input until it writes them. Neither may change what the contract answers: the same move applied to
 * a copy of the state the engine has never seen (so checked from the rules, zones copied) gives
 * the same state, earlier states of a game never change, and a move changed after legalMoves
 * returned it is judged as it now reads.
 */
import { LudicError, type Move, randomInt, seedRng } from "@ludic/runtime";
import { describe, expect, it } from "vitest";
import { ENGINES } from "./games.js";

const copy = <T>(x: T): T => JSON.parse(JSON.stringify(x));

/** The state applyMove returns, as JSON, or the error it throws (class and code). */
function outcomeOf(f: () => unknown): string {
  try {
    return JSON.stringify(f());
  } catch (e) {
    if (e instanceof LudicError) return `${e.name} ${e.code}`;
    throw e;
  }
}

for (const [game, e] of Object.entries(ENGINES)) {
  describe(`${game}: legal moves listed once, zones shared until written`, () => {
    it("applies a listed move as the rules check it, and leaves every earlier state as it was", () => {
      let checkedMoves = 0;
      for (const variant of e.meta.variants) {
        const players = (variant.players ?? e.meta.players).min;
        const rng = seedRng(`listed-${game}-${variant.id}`);
        let st = e.setup({ players, seed: `listed-${variant.id}`, variant: variant.id });
        const history: { st: unknown; json: string }[] = [];
        for (let i = 0; i < 120 && e.outcome(st) === null; i++) {
          const seat = e.decisions(st)[0]?.seat;
          if (seat === undefined) break;
          const legal = e.legalMoves(st, seat);
          if (legal.length === 0) break;
          const move = legal[randomInt(rng, legal.length)] as Move;
          history.push({ st, json: JSON.stringify(st) });
          const next = e.applyMove(st, move);
          // The same move on a copy the engine has not seen: checked from the rules, zones copied.
          expect(JSON.stringify(next)).toBe(JSON.stringify(e.applyMove(copy(st), copy(move))));
          st = next;
          checkedMoves++;
        }
        for (const h of history) expect(JSON.stringify(h.st)).toBe(h.json);
      }
      expect(checkedMoves).toBeGreaterThan(0);
    });

    it("keeps states apart that share frames and variables: two moves from one state, each played on", () => {
      // applyMove's new state shares its input's frames below the top and its indexed variables
      // until the rules write them: branches from one state must not see each other's writes.
      let branched = 0;
      for (const variant of e.meta.variants) {
        const players = (variant.players ?? e.meta.players).min;
        const rng = seedRng(`branches-${game}-${variant.id}`);
        let st = e.setup({ players, seed: `branches-${variant.id}`, variant: variant.id });
        for (let i = 0; i < 60 && e.outcome(st) === null; i++) {
          const seat = e.decisions(st)[0]?.seat;
          if (seat === undefined) break;
          const legal = e.legalMoves(st, seat);
          if (legal.length === 0) break;
          const before = JSON.stringify(st);
          const ends = [0, legal.length - 1].map((k) => {
            // Each branch played on for a few moves, beside the same moves from a JSON copy.
            let a = e.applyMove(st, legal[k] as Move);
            let b = e.applyMove(copy(st), copy(legal[k] as Move));
            const made = [{ st: a, json: JSON.stringify(a) }];
            for (let j = 0; j < 4 && e.outcome(a) === null; j++) {
              const s = e.decisions(a)[0]?.seat;
              if (s === undefined) break;
              const next = e.legalMoves(a, s);
              if (next.length === 0) break;
              const m = next[randomInt(rng, next.length)] as Move;
              a = e.applyMove(a, m);
              b = e.applyMove(copy(b), copy(m));
              made.push({ st: a, json: JSON.stringify(a) });
            }
            return { a, b, made };
          });
          for (const end of ends) {
            expect(JSON.stringify(end.a)).toBe(JSON.stringify(end.b));
            for (const m of end.made) expect(JSON.stringify(m.st)).toBe(m.json);
          }
          expect(JSON.stringify(st)).toBe(before);
          branched++;
          st = e.applyMove(st, legal[randomInt(rng, legal.length)] as Move);
        }
      }
      expect(branched).toBeGreaterThan(0);
    });

    it("shares the input's list of zones until a zone changes, and checks a spread copy of a returned state", () => {
      // applyMove's new state keeps its input's list of zone lists (`z`) while no zone changes;
      // a move that changes one gives it its own list and leaves the input's as it was.
      const rng = seedRng(`zone-list-${game}`);
      const players = (e.meta.variants[0]?.players ?? e.meta.players).min;
      let st = e.setup({ players, seed: "zone-list" });
      let kept = 0;
      let copied = 0;
      for (let i = 0; i < 120 && e.outcome(st) === null; i++) {
        const seat = e.decisions(st)[0]?.seat;
        if (seat === undefined) break;
        const legal = e.legalMoves(st, seat);
        if (legal.length === 0) break;
        const zones = JSON.stringify((st as { z: unknown }).z);
        const next = e.applyMove(st, legal[randomInt(rng, legal.length)] as Move);
        const same = JSON.stringify((next as { z: unknown }).z) === zones;
        if (same) kept++;
        else copied++;
        expect((next as { z: unknown }).z === (st as { z: unknown }).z).toBe(same);
        expect(JSON.stringify((st as { z: unknown }).z)).toBe(zones);
        st = next;
      }
      // A returned state is trusted, not a copy of it: a spread copy that breaks it is refused.
      const broken = { ...(st as object), n: 0 } as typeof st;
      expect(() => e.decisions(broken)).toThrow(/seat|players|n/i);
      expect(kept + copied).toBeGreaterThan(0);
    });

    it("judges a listed move changed after legalMoves as it now reads", () => {
      const rng = seedRng(`changed-${game}`);
      const players = (e.meta.variants[0]?.players ?? e.meta.players).min;
      let st = e.setup({ players, seed: "changed" });
      let changed = 0;
      for (let i = 0; i < 80 && e.outcome(st) === null; i++) {
        const seat = e.decisions(st)[0]?.seat;
        if (seat === undefined) break;
        const legal = e.legalMoves(st, seat);
        if (legal.length === 0) break;
        const pick = legal[randomInt(rng, legal.length)] as Move;
        const other = legal.find((m) => m !== pick && m.action === pick.action);
        // Give the chosen move another listed move's arguments, or an argument no move has.
        const mutated = pick;
        const args = mutated.args as Record<string, unknown>;
        const names = Object.keys(args);
        if (other && names.length > 0) Object.assign(args, other.args);
        else if (names.length > 0) args[names[0] as string] = "no-such-card";
        else (mutated as { action: string }).action = "noSuchAction";
        const after = copy(mutated);
        expect(outcomeOf(() => e.applyMove(st, mutated))).toBe(outcomeOf(() => e.applyMove(copy(st), after)));
        changed++;
        st = e.applyMove(st, e.legalMoves(st, seat)[0] as Move);
      }
      expect(changed).toBeGreaterThan(0);
    });
  });
}
