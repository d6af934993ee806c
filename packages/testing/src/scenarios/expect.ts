/** Checks one `expect` line against a state; returns the problem, or null when it holds. */
import { describeMove, type Engine, type Move } from "@ludic/runtime";
import { sameMove } from "../moves.js";
import { cardId } from "../view-cards.js";
import { gatherKnowledge, isIn, type Knowledge, show } from "./knowledge.js";
import type { Expectation } from "./types.js";

export function checkExpectation<S, M extends Move>(
  engine: Engine<S, M>,
  state: S,
  players: number,
  e: Expectation,
  outOfPlay: ReadonlySet<string> = new Set(),
): string | null {
  const knowledge = () => gatherKnowledge(engine, state, players, outOfPlay);
  switch (e.kind) {
    case "zone":
    case "has":
    case "lacks":
    case "size":
      return zoneCheck(knowledge(), e);
    case "attached": {
      const k = knowledge();
      const slots = k.attached.get(e.host) ?? (k.where.has(e.host) ? [] : null);
      if (slots === null) return `expected ${e.host} to hold ${show(e.cards)}, but no viewer sees ${e.host}`;
      if (slots.includes(null))
        return `cannot check: cards on ${e.host} are hidden from every viewer (${show(slots)})`;
      return same(slots, e.cards) ? null : `expected ${show(e.cards)}, got ${show(slots)}`;
    }
    case "decides": {
      const got = [...new Set(engine.decisions(state).map((d) => d.seat))].sort((a, b) => a - b);
      const want = [...e.seats].sort((a, b) => a - b);
      return same(got, want) ? null : `expected ${seats(want)} to decide, got ${seats(got)}`;
    }
    case "legal": {
      const legal = engine.legalMoves(state, e.move.seat);
      const found = legal.some((m) => sameMove(m, e.move));
      if (found !== e.negated) return null;
      const list =
        legal.length === 0
          ? "none"
          : legal.slice(0, 8).map(describeMove).join("; ") +
            (legal.length > 8 ? `; and ${legal.length - 8} more` : "");
      return e.negated
        ? "expected this move not to be legal, but it is"
        : `expected "${describeMove(e.move)}" to be legal; legal moves: ${list}`;
    }
    case "actions": {
      const got = [...new Set(engine.legalMoves(state, e.seat).map((m) => m.action))].sort();
      const want = [...new Set(e.actions)].sort();
      return same(got, want) ? null : `expected ${want.join(" ") || "none"}, got ${got.join(" ") || "none"}`;
    }
    case "winner": {
      const o = engine.outcome(state);
      const got =
        o === null ? "none" : o.winners.length === 0 ? "draw" : seats([...o.winners].sort((a, b) => a - b));
      const want = typeof e.winners === "string" ? e.winners : seats([...e.winners].sort((a, b) => a - b));
      return got === want
        ? null
        : `expected ${want === "none" ? "the game not over" : want}, got ${got === "none" ? "the game not over" : got}${o ? ` (${o.reason})` : ""}`;
    }
    case "reason": {
      const o = engine.outcome(state);
      if (o === null) return `expected the game over with reason "${e.substring}", but it is not over`;
      return o.reason.includes(e.substring)
        ? null
        : `expected a reason containing "${e.substring}", got "${o.reason}"`;
    }
    case "var": {
      const vars = engine.view(state, "spectator").vars;
      if (!(e.name in vars))
        return `no var ${e.name} in the spectator view (vars: ${Object.keys(vars).join(", ") || "none"})`;
      const got = vars[e.name];
      return JSON.stringify(got) === JSON.stringify(e.value)
        ? null
        : `expected ${varText(e.value)}, got ${varText(got)}`;
    }
    case "seatLine": {
      const view = engine.view(state, "spectator");
      const line = e.which === "score" ? view.scores : view.goals;
      if (!line) return `the views show no ${e.which}s: the rules declare no \`fn ${e.which}(s: seat): int\``;
      const got = line[e.seat];
      return got === e.value ? null : `expected seat ${e.seat}'s ${e.which} ${e.value}, got ${got}`;
    }
    case "view":
    case "viewSize": {
      const view = engine.view(state, e.viewer);
      const zone = view.zones[e.key];
      if (!zone) return `no zone ${e.key} in the view (zones: ${Object.keys(view.zones).join(", ")})`;
      const got = zone.cards.map(cardId);
      if (e.kind === "viewSize")
        return got.length === e.size ? null : `expected ${e.size} cards, got ${got.length} (${show(got)})`;
      return same(got, e.cards) ? null : `expected ${show(e.cards)}, got ${show(got)}`;
    }
  }
}

type ZoneExpectation = Extract<Expectation, { kind: "zone" | "has" | "lacks" | "size" }>;

function zoneCheck(k: Knowledge, e: ZoneExpectation): string | null {
  const slots = k.zones.get(e.key);
  if (!slots) return `no zone ${e.key} (zones: ${[...k.zones.keys()].join(", ")})`;
  if (e.kind === "size")
    return slots.length === e.size ? null : `expected ${e.size} cards, got ${slots.length}`;
  if (e.kind === "zone") {
    if (slots.includes(null)) {
      return `cannot check the order of cards no viewer sees (${e.key} shows ${show(slots)}); use "${e.key} has:", "${e.key} lacks:" or "${e.key} size:"`;
    }
    return same(slots, e.cards) ? null : `expected ${show(e.cards)}, got ${show(slots)}`;
  }
  const problems: string[] = [];
  for (const id of e.cards) {
    const inside = isIn(k, id, e.key);
    const where =
      k.where.get(id) ?? (k.unseen.has(id) ? "hidden from every viewer" : "not a card of this game");
    if (inside === null)
      problems.push(`cannot tell whether ${id} is in ${e.key}: it is hidden from every viewer`);
    else if (e.kind === "has" && !inside)
      problems.push(
        `expected ${e.key} to contain ${id}, but it is ${where === "hidden from every viewer" || where === "not a card of this game" ? where : `in ${where}`}`,
      );
    else if (e.kind === "lacks" && inside)
      problems.push(`expected ${e.key} not to contain ${id}, but it does`);
  }
  return problems.length > 0 ? `${problems.join("; ")} (${e.key}: ${show(slots)})` : null;
}

function same<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

function seats(list: number[]): string {
  if (list.length === 0) return "none";
  return list.length === 1 ? `seat ${list[0]}` : `seats ${list.join(" ")}`;
}

/** A var's value as a scenario writes it: `none` for null, JSON otherwise. */
function varText(v: unknown): string {
  return v === null || v === undefined ? "none" : JSON.stringify(v);
}
