/**
 * The back half of a rules run: a compiled mutant's engine is written to disk, imported under
 * the side-effect tripwire and played with random legal moves to its end or a move cap.
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { type Engine, randomInt, seedRng } from "@ludic/runtime";
import { WORKSPACE_ROOT } from "../corpus.js";
import { watchSideEffects } from "../guard.js";
import { describeError, isTypedError, type RunResult } from "../outcome.js";

/** Compiled mutants live inside the workspace, so their `@ludic/runtime` import resolves. */
export const MUTANTS_ROOT = join(WORKSPACE_ROOT, "tools", "fuzz", ".mutants");

/**
 * This run's folder of compiled mutants: each campaign has its own (it sets the variable before
 * starting its workers, which inherit it), so two campaigns at once do not delete each other's.
 */
export function mutantsDir(): string {
  return process.env.LUDIC_FUZZ_MUTANTS ?? join(MUTANTS_ROOT, "shared");
}

/** A fresh folder for one campaign's mutants, made current for the workers started after this. */
export function useFreshMutantsDir(): string {
  const dir = join(MUTANTS_ROOT, `run-${process.pid}-${Date.now().toString(36)}`);
  process.env.LUDIC_FUZZ_MUTANTS = dir;
  return dir;
}

export const MOVE_CAP = 200;

export function mutantDir(hash: string): string {
  return join(mutantsDir(), hash);
}

export function writeMutantEngine(hash: string, files: { path: string; text: string }[]): string {
  const dir = mutantDir(hash);
  if (!existsSync(join(dir, "src", "index.ts"))) {
    for (const f of files) {
      const path = join(dir, f.path);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, f.text);
    }
  }
  return dir;
}

/** Random legal moves from `setup` until the game ends, nobody can move or MOVE_CAP moves. */
export function playRandomGame(engine: Engine, seed: string): void {
  const rng = seedRng(seed);
  const variants = engine.meta.variants.map((v) => v.id);
  const variant = variants.length > 0 ? variants[randomInt(rng, variants.length)] : undefined;
  const range = engine.meta.variants.find((v) => v.id === variant)?.players ?? engine.meta.players;
  const players = range.min + randomInt(rng, Math.max(1, Math.min(4, range.max - range.min + 1)));
  let st = engine.setup({ players, seed, ...(variant ? { variant } : {}) });
  for (let n = 0; n < MOVE_CAP && engine.outcome(st) === null; n++) {
    const decisions = engine.decisions(st);
    if (decisions.length === 0) return;
    const d = decisions[randomInt(rng, decisions.length)]!;
    engine.view(st, d.seat);
    const moves = engine.legalMoves(st, d.seat);
    if (moves.length === 0) return;
    const move = moves[randomInt(rng, moves.length)]!;
    try {
      st = engine.applyMove(st, move);
    } catch (e) {
      if (e instanceof Error && e.name === "IllegalMoveError")
        throw new Error(`a move legalMoves gave was refused: ${JSON.stringify(move)}: ${e.message}`);
      throw e;
    }
  }
  engine.view(st, "spectator");
}

/**
 * Imports the engine in `dir` and plays it. Typed errors (a RulesError of the mutated rules, an
 * InvalidSetupError for a seat count the mutant no longer allows) are how a broken rules file
 * should fail; anything else, or a side effect, is a failure.
 */
export async function importAndPlay(dir: string, seed: string): Promise<RunResult> {
  const url = pathToFileURL(join(dir, "src", "index.ts")).href;
  const loaded = await watchSideEffects(async () => (await import(url)) as { engine: Engine });
  if (loaded.effects.length > 0)
    return { outcome: "side-effect", detail: `importing the engine ${loaded.effects.join(", ")}` };
  if (loaded.error !== undefined)
    return { outcome: "threw", detail: `importing the engine: ${describeError(loaded.error)}` };
  const engine = loaded.value!.engine;
  const played = await watchSideEffects(() => playRandomGame(engine, seed));
  if (played.effects.length > 0)
    return { outcome: "side-effect", detail: `playing ${played.effects.join(", ")}` };
  if (played.error !== undefined && !isTypedError(played.error))
    return { outcome: "threw", detail: `playing: ${describeError(played.error)}` };
  return { outcome: "compiled-and-played" };
}
