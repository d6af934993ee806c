/**
 * Runs one parsed scenario against an engine: builds the start state, applies the moves,
 * checks refusals and expectations. Every failure quotes its line and says expected vs actual.
 */
import { describeMove, type Engine, IllegalMoveError, type Move } from "@ludic/runtime";
import { sameMove } from "../moves.js";
import { checkExpectation } from "./expect.js";
import type { Scenario, ScenarioResult } from "./types.js";

export function runScenario<S, M extends Move>(engine: Engine<S, M>, scenario: Scenario): ScenarioResult {
  const failures: string[] = [];
  const at = (line: number, text: string, problem: string) =>
    failures.push(`${scenario.file}:${line}: ${text} — ${problem}`);
  const players = scenario.players ?? engine.meta.players.min;
  let state: S;
  try {
    const p = scenario.position;
    state = p
      ? engine.position({
          players,
          variant: scenario.variant,
          seed: scenario.seed,
          toMove: p.toMove,
          zones: p.zones,
          attachments: p.attachments,
          vars: p.vars,
          ...(Object.keys(p.known ?? {}).length > 0 ? { known: p.known } : {}),
          ...(p.outOfPlay !== undefined ? { outOfPlay: p.outOfPlay } : {}),
          ...(scenario.options ? { options: scenario.options } : {}),
        })
      : engine.setup({
          players,
          seed: scenario.seed ?? "scenario",
          variant: scenario.variant,
          ...(scenario.options ? { options: scenario.options } : {}),
          ...(scenario.startSeat !== undefined ? { startSeat: scenario.startSeat } : {}),
        });
  } catch (e) {
    const line = scenario.position?.line ?? scenario.line;
    at(
      line,
      scenario.position ? "position" : `scenario "${scenario.title}"`,
      `the engine refused the start: ${errorText(e)}`,
    );
    return { ok: false, failures };
  }

  const outOfPlay = outOfPlayIds(engine, scenario);
  for (const step of scenario.steps) {
    if (step.kind === "expect") {
      for (const check of step.checks) {
        const problem = checkExpectation(engine, state, players, check, outOfPlay);
        if (problem) at(check.line, check.text, problem);
      }
      continue;
    }
    const move = step.move as M;
    const offered = engine.legalMoves(state, move.seat).some((m) => sameMove(m, move));
    if (step.kind === "move") {
      if (!offered)
        at(
          step.line,
          step.text,
          `expected a legal move, but seat ${move.seat} is not offered it (${offers(engine, state, move)})`,
        );
      try {
        state = engine.applyMove(state, move);
      } catch (e) {
        at(step.line, step.text, `expected the move to be accepted, but it was refused: ${errorText(e)}`);
        break; // later steps assume this move happened
      }
    } else {
      const before = JSON.stringify(state);
      if (offered) at(step.line, step.text, "expected an illegal move, but legalMoves offers it");
      try {
        engine.applyMove(state, move);
        at(step.line, step.text, "expected IllegalMoveError, but the move was accepted");
      } catch (e) {
        if (!(e instanceof IllegalMoveError))
          at(step.line, step.text, `expected IllegalMoveError, but it threw ${errorText(e)}`);
      }
      if (JSON.stringify(state) !== before) at(step.line, step.text, "the refused move changed the state");
    }
  }
  return { ok: failures.length === 0, failures };
}

/** The ids a scenario's position put out of play ("unlisted": every card it does not place). */
function outOfPlayIds<S, M extends Move>(engine: Engine<S, M>, scenario: Scenario): Set<string> {
  const p = scenario.position;
  if (p?.outOfPlay === undefined) return new Set();
  if (p.outOfPlay !== "unlisted") return new Set(p.outOfPlay);
  const placed = new Set([...Object.values(p.zones), ...Object.values(p.attachments)].flat());
  return new Set(engine.meta.cards.map((c) => c.id).filter((id) => !placed.has(id)));
}

function errorText(e: unknown): string {
  return e instanceof Error ? `${e.name}: ${e.message}` : String(e);
}

/** The seat's offered moves with the same action, or all of them, for the message. */
function offers<S, M extends Move>(engine: Engine<S, M>, state: S, move: Move): string {
  const legal = engine.legalMoves(state, move.seat);
  if (legal.length === 0) return `seat ${move.seat} has no legal move`;
  const same = legal.filter((m) => m.action === move.action);
  const shown = (same.length > 0 ? same : legal).slice(0, 8).map(describeMove);
  const more = (same.length > 0 ? same : legal).length - shown.length;
  return `offered: ${shown.join("; ")}${more > 0 ? `; and ${more} more` : ""}`;
}
