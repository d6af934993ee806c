/**
 * The playout path (docs/engine-api.md "Playouts"): the same rules played in place, for bots and
 * simulations. Into rules.ts go the playout views of the decisions — `playFill`, the legal moves
 * as numbers from each decision's one walk (the list the contract's moves are spelled from), and
 * `playBind`, which binds the chosen one into the frame as applyMove does (emit/decisions.ts) —;
 * into index.ts go `playInPlace` and `playout`, which run the game on a state they own without
 * copying it at every move.
 */
import type { CodeBlockWriter } from "ts-morph";
import type { IRProgram } from "../lower/program.js";
import { decisionStride } from "./decisions.js";
import { dataLiteral } from "./escape.js";

/** Rules.ts: every decision's moves as numbers, and binding one of them. */
export function printPlayoutSites(w: CodeBlockWriter, p: IRProgram): void {
  const n = decisionStride(p);
  w.writeLine(
    "// ---- Playouts: decisions as numbers (emit/playout.ts) -------------------------------",
  ).blankLine();
  w.writeLine("/** The state playInPlace is playing: it owns its log, so logLine adds lines in place. */");
  w.writeLine("let PLAY_STATE: State | null = null;");
  w.writeLine("/** Sets the state playInPlace is playing; returns the one before (playouts may nest). */");
  w.writeLine("export function playOwn(st: State | null): State | null {");
  w.writeLine("  const before = PLAY_STATE;");
  w.writeLine("  PLAY_STATE = st;");
  w.writeLine("  return before;");
  w.writeLine("}");
  w.writeLine(
    "/** The legal moves of `seat` at the pending decision as numbers, and binding one (emit/decisions.ts). */",
  );
  w.writeLine("export const { playFill, playBind } = DECISIONS;");
  w.blankLine();
  printDetach(w, p);
  printFastCheck(w, p, n);
}

/** Which decisions the playout path takes on numbers, and the actions of one from those numbers. */
function printFastCheck(w: CodeBlockWriter, p: IRProgram, n: number): void {
  const slow = p.sites.filter((s) => s.simultaneous !== null).map((s) => s.id);
  // Anytime moves are offered at every decision: a variant with any takes every decision through
  // applyMove; the variants without keep the fast path (cuttle-cards' concede must not slow classic Cuttle).
  const anytimeVariants = [
    ...new Set(
      ((p as { anytime?: readonly { variants: number[] }[] }).anytime ?? []).flatMap((a) => a.variants),
    ),
  ].sort((a, b) => a - b);
  w.writeLine(
    "/** Decisions playouts take through applyMove: simultaneous ones (and all of them in a variant with anytime moves). */",
  );
  w.writeLine(`const PLAY_SLOW_SITES: ReadonlySet<number> = new Set(${dataLiteral(slow)});`);
  w.writeLine("/** The variants (by index) with anytime moves. */");
  w.writeLine(`const PLAY_ANYTIME: ReadonlySet<number> = new Set(${dataLiteral(anytimeVariants)});`);
  w.blankLine();
  w.writeLine(
    "/** Whether the pending decision's moves can be listed as numbers: not inside a `complete` rule, not simultaneous, no anytime moves in the variant. */",
  );
  w.write("export function playFast(st: State): boolean ").block(() => {
    w.writeLine(
      "return !PLAY_ANYTIME.has(st.v) && st.cr < 0 && st.pend !== null && !PLAY_SLOW_SITES.has(st.pend.site);",
    );
  });
  w.blankLine();
  w.writeLine(
    "/** Whether a decision without `otherwise` reached now leaves its check for a legal move to the playout loop, which lists the moves next (playNoMove). */",
  );
  w.write("function playDefers(st: State): boolean ").block(() => {
    w.writeLine("return st === PLAY_STATE && st.cr < 0 && !PLAY_ANYTIME.has(st.v);");
  });
  w.blankLine();
  w.writeLine(
    "/** The playout loop found no legal move at the pending decision: the rules error its own check raises. */",
  );
  w.write("export function playNoMove(st: State): never ").block(() => {
    w.writeLine("const site = st.pend === null ? 0 : st.pend.site;");
    w.writeLine("st.pend = null;");
    w.writeLine(
      'throw new RulesError("this decision offers no legal move and has no otherwise", SITE_SOURCE[site] as SourceLocation);',
    );
  });
  w.blankLine();
  w.writeLine(
    "/** The actions `seat` has at the pending decision, in the order of its legal moves, from the numbers; null when they cannot be listed so. */",
  );
  w.write("export function playActions(st: State, seat: number): string[] | null ").block(() => {
    w.writeLine("if (!playFast(st) || st.pend === null || seat !== st.pend.seat) return null;");
    w.writeLine("const site = st.pend.site;");
    w.writeLine("const moves: number[] = [];");
    w.writeLine("const count = playFill(st, seat, moves);");
    w.writeLine("const out: string[] = [];");
    w.write("for (let i = 0; i < count; i++) ").block(() => {
      w.writeLine(`const name = DECISIONS.actionOf(site, moves[i * ${n}] as number);`);
      w.writeLine("if (!out.includes(name)) out.push(name);");
    });
    w.writeLine("return out;");
  });
  w.blankLine();
}

/**
 * A frame field, variable or `ret` that holds a zone's own array (`let from = hand[me]`) sees
 * that zone change as the rules run on. applyMove's copy of the state leaves such a list behind
 * as it was at the decision (the copy gets new zone arrays); `playDetach` does the same in place,
 * with the list fields the compiler knows of each frame kind and the variables.
 */
function printDetach(w: CodeBlockWriter, p: IRProgram): void {
  const byProc: string[][] = [];
  for (const m of p.machines)
    byProc[m.procId] = m.locals.filter((l) => l.type.trim().endsWith("]")).map((l) => l.name);
  const lists = Array.from(
    { length: Math.max(0, ...p.machines.map((m) => m.procId + 1)) },
    (_, i) => byProc[i] ?? [],
  );
  // A list variable, or an indexed variable of lists (one list per index); other indexed ones hold scalars.
  const holdsList = (t: IRProgram["varInits"][number]["type"]): boolean =>
    t.kind === "list" || (t.kind === "optional" && t.element.kind === "list");
  const vars = p.varInits.filter((v) => holdsList(v.type)).map((v) => [v.name, v.index === null ? 0 : 1]);
  // Only what a game needs, each field read by its name (no table of names to look up at every
  // move): a game without list locals or list variables checks `ret` alone.
  const frameLists = lists.some((l) => l.length > 0);
  w.writeLine(
    "/** Lists that are zones' own arrays become copies, as applyMove's copy of the state leaves them (emit/playout.ts). */",
  );
  w.write("export function playDetach(st: State, zones: ReadonlySet<unknown>): void ").block(() => {
    if (frameLists)
      w.write("for (const f of st.stack) ").block(() => {
        // Frame kinds with the same list fields share one case.
        const groups = new Map<string, number[]>();
        lists.forEach((fields, proc) => {
          if (fields.length > 0)
            groups.set(fields.join(","), [...(groups.get(fields.join(",")) ?? []), proc]);
        });
        w.write("switch (f.p) ").block(() => {
          groups.forEach((procs) => {
            const fields = lists[procs[0] as number] as string[];
            w.write(procs.map((proc) => `case ${proc}:`).join(" "))
              .write(" ")
              .block(() => {
                for (const k of fields) {
                  const at = `f[${dataLiteral(k)}]`;
                  w.writeLine(`if (Array.isArray(${at}) && zones.has(${at})) ${at} = ${at}.slice();`);
                }
                w.writeLine("break;");
              });
          });
        });
      });
    for (const [name, indexed] of vars) {
      const at = `st.g[${dataLiteral(name)}]`;
      if (indexed === 0) w.writeLine(`if (Array.isArray(${at}) && zones.has(${at})) ${at} = ${at}.slice();`);
      else
        w.writeLine(
          `if (Array.isArray(${at})) ${at}.forEach((x, i, v) => { if (Array.isArray(x) && zones.has(x)) v[i] = x.slice(); });`,
        );
    }
    w.writeLine("if (Array.isArray(st.ret) && zones.has(st.ret)) st.ret = st.ret.slice();");
  });
  w.blankLine();
}

/** Index.ts: the playout loop, on the numbers above where it can, through applyMove where not. */
export function playoutSource(): string {
  return `
// ---- Playouts (docs/engine-api.md) --------------------------------------------------

import { seedRng } from "@ludic/runtime";
import { playActions, playBind, playDetach, playFast, playFill, playNoMove, playOwn } from "./rules.js";

/**
 * The playout loop's state is its own copy: the contract's functions without the state check,
 * read at each call (a read at load would keep the rules in a bundle that imports only \`meta\`).
 */
const playLegalMoves = (st: State, seat: number): Move[] => contract.unchecked.legalMoves(st, seat);
const playApplyMove = (st: State, m: Move): State => contract.unchecked.applyMove(st, m);
const trustLike = (from: State, to: State): State => contract.unchecked.trustLike(from, to);
const checkState = (st: State): State => contract.unchecked.check(st);


/**
 * Plays on from \`st\`, changing it in place: at each decision the first seat to decide (as
 * \`decisions(st)[0]\`) makes move number \`choose(n)\` of its \`n\` legal moves, counted in the
 * order \`legalMoves\` lists them, until the game ends or \`maxMoves\` moves were made. Returns the
 * number of moves made. The state must be the caller's own (\`playout\` copies it first): the
 * moves are the same as \`applyMove(st, legalMoves(st, seat)[choose(n)])\` would make, one by one.
 */
export function playInPlace(st: State, choose: (n: number) => number, maxMoves = Number.POSITIVE_INFINITY): number {
  let made = 0;
  let zones = new Set<unknown>(st.z);
  // The log may be shared with the state st was copied from: take a copy of our own.
  st.log = st.log.slice();
  const before = playOwn(st);
  try {
    made = playMoves(st, choose, maxMoves, zones);
  } finally {
    playOwn(before);
  }
  return made;
}

function playMoves(st: State, choose: (n: number) => number, maxMoves: number, zones: Set<unknown>): number {
  let made = 0;
  // This playout's own list of moves: \`choose\` may run playouts of its own.
  const moves: number[] = [];
  while (made < maxMoves && st.out === null && st.pend !== null) {
    const pend = st.pend;
    if (!playFast(st)) {
      const seat = siteSeats(st)[0] as number;
      const legal = playLegalMoves(st, seat);
      if (legal.length === 0) break;
      Object.assign(st, playApplyMove(st, legal[choose(legal.length)] as Move));
      zones = new Set<unknown>(st.z);
    } else {
      const n = playFill(st, pend.seat, moves);
      // A decision reached in this loop was not checked for a legal move: it is checked here.
      if (n === 0) playNoMove(st);
      st.moves += 1;
      if (playBind(st, pend.seat, choose(n), moves)) {
        st.pend = null;
        runEngine(st);
        playDetach(st, zones);
      }
    }
    made += 1;
  }
  // Stopped by maxMoves at a decision this loop reached: its check, as the rules would make it.
  if (st.out === null && st.pend !== null && playFast(st) && playFill(st, st.pend.seat, moves) === 0) playNoMove(st);
  return made;
}

/**
 * Playouts from new deals, one after the other, for bots and simulations: \`play(seed, choose, maxMoves?)\`
 * deals the game \`setup({ ...options, seed })\` deals and plays it on as \`playInPlace\` does. The
 * options are checked once; every deal resets one state of the runner's own in place (zones, cards,
 * generator, variables, the rules run up to the first decision) instead of making a new one, and the
 * state returned is that one, valid until the next call. A policy may run other playouts, not this
 * runner's (its state is the one being played).
 */
export function playouts(options: Omit<SetupOptions, "seed">): (seed: string, choose: (n: number) => number, maxMoves?: number) => State {
  const st = setup({ ...options, seed: "" });
  let z = st.z;
  let zones = new Set<unknown>(z);
  return (seed, choose, maxMoves = Number.POSITIVE_INFINITY) => {
    if (st.z !== z) {
      // A move through applyMove gave the state new zone arrays: they are the ones dealt into now.
      z = st.z;
      zones = new Set<unknown>(z);
    }
    const before = playOwn(st);
    try {
      deal(st, seed);
      // As the copy \`playout\` takes of a new game: a frame's list is no zone's own array.
      playDetach(st, zones);
      playMoves(st, choose, maxMoves, zones);
    } finally {
      playOwn(before);
    }
    return st;
  };
}

/** The state \`setup\` makes for \`seed\` (with the runner's options), in place of a finished game. */
function deal(st: State, seed: string): void {
  const z = st.z;
  for (let i = 0; i < z.length; i++) (z[i] as number[]).length = 0;
  for (let c = 0; c < CARD_COUNT; c++) {
    const home = CARD_HOME[c] as number;
    (z[home] as number[]).push(c);
    st.loc[c] = home;
    st.kn[c] = 0;
  }
  st.seed = seed;
  st.rng = seedRng(seed);
  st.cr = -1;
  st.stack = [];
  st.pend = null;
  st.held = null;
  st.ret = null;
  st.out = null;
  st.log = [];
  st.moves = 0;
  st.g = initVars(st);
  const flow = FLOW_BY_VARIANT[st.v];
  if (flow) st.stack.push(flow(st));
  runEngine(st);
}

/**
 * A random playout (or any other policy \`choose\`) from a copy of \`st\`; \`st\` is unchanged.
 * A state from outside is checked first (InvalidStateError); one the engine made costs nothing.
 */
export function playout(st: State, choose: (n: number) => number, maxMoves = Number.POSITIVE_INFINITY): State {
  const next = cloneState(checkState(st));
  playInPlace(next, choose, maxMoves);
  // The end of a playout from a state the engine trusts is trusted too: outcome() need not check it.
  return trustLike(st, next);
}
`;
}
