import { ENGINES } from "./engine/engines.ts";
import { firstSetup, tamper } from "./engine/run-case.ts";
import { describeError, isTypedError } from "./outcome.ts";

const probes: [string, (e: any, st: any) => unknown][] = [
  [
    "applyMove constructor",
    (e, st) => e.applyMove(st, { seat: e.decisions(st)[0].seat, action: "constructor", args: {} }),
  ],
  [
    "applyMove __proto__",
    (e, st) => e.applyMove(st, { seat: e.decisions(st)[0].seat, action: "__proto__", args: {} }),
  ],
  ["applyMove null", (e, st) => e.applyMove(st, null)],
  [
    "applyMove args null",
    (e, st) => e.applyMove(st, { ...e.legalMoves(st, e.decisions(st)[0].seat)[0], args: null }),
  ],
  [
    "applyMove arg object",
    (e, st) => {
      const m = e.legalMoves(st, e.decisions(st)[0].seat).find((m: any) => Object.keys(m.args).length);
      if (!m) return;
      const k = Object.keys(m.args)[0];
      return e.applyMove(st, { ...m, args: { ...m.args, [k]: {} } });
    },
  ],
  ["view seat 99", (e, st) => e.view(st, 99)],
  ["view seat -1", (e, st) => e.view(st, -1)],
  ["legalMoves seat 99", (e, st) => e.legalMoves(st, 99)],
  ["replay null", (e) => e.replay(null)],
  [
    "replay moves not array",
    (e) =>
      e.replay({
        game: e.meta.id,
        rulesVersion: e.meta.rulesVersion,
        seed: "s",
        players: firstSetup(e, "s").players,
        variant: firstSetup(e, "s").variant ?? "",
        options: {},
        moves: 5,
      }),
  ],
  ["position null", (e) => e.position(null)],
  ["setup null", (e) => e.setup(null)],
  ["setup players 1.5", (e) => e.setup({ ...firstSetup(e, "s"), players: 1.5 })],
  ["setup variant __proto__", (e) => e.setup({ ...firstSetup(e, "s"), variant: "__proto__" })],
  ["setup options null", (e) => e.setup({ ...firstSetup(e, "s"), options: null })],
  [
    "tampered top frame p=999 applyMove",
    (e, st) => {
      const bad = JSON.parse(JSON.stringify(st));
      bad.stack[bad.stack.length - 1].p = 999;
      const m = e.legalMoves(st, e.decisions(st)[0].seat)[0];
      return e.applyMove(bad, m);
    },
  ],
  [
    "tampered n=0 legalMoves",
    (e, st) => {
      const bad = JSON.parse(JSON.stringify(st));
      bad.n = 0;
      return e.legalMoves(bad, 0);
    },
  ],
  [
    "tampered z removed view",
    (e, st) => {
      const bad = JSON.parse(JSON.stringify(st));
      delete bad.z;
      return e.view(bad, 0);
    },
  ],
];
for (const [name, f] of probes) {
  const row: string[] = [];
  for (const e of ENGINES) {
    const st = e.setup(firstSetup(e, "s"));
    try {
      f(e, st);
      row.push("ok");
    } catch (err) {
      row.push(isTypedError(err) ? "typed" : describeError(err).slice(0, 60));
    }
  }
  console.log(name.padEnd(36), row.map((r) => r.padEnd(8)).join(" | "));
}
