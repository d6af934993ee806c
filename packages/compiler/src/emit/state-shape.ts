/**
 * Emits STATE_SHAPE into index.ts: the kind of every variable and of every frame local, per rule
 * (@ludic/runtime's StateShape), so the contract can check a state that comes from outside
 * (JSON, storage, another process) before running it (docs/engine-api.md "What the engine checks").
 */
import type { Type } from "@ludic/lang";
import type { TsType } from "../ir/ir.js";
import type { IRProgram } from "../ir/program.js";
import { dataLiteral, propertyKey } from "./escape.js";

/** The kind of a rules value, as StateShape spells it. */
export function kindOfType(t: Type): string {
  switch (t.kind) {
    case "int":
    case "bool":
    case "str":
    case "seat":
    case "chooser":
    case "zone":
    case "card":
    case "cell":
      return t.kind;
    case "enum":
      return `enum:${t.name}`;
    case "list":
      return `list:${kindOfType(t.element)}`;
    case "optional":
      return `opt:${kindOfType(t.element)}`;
    default:
      return "any";
  }
}

/** The kind of a compiler temporary, from its storage type: "number", "number[]", "(number | null)[]". */
export function kindOfTsType(t: TsType): string {
  switch (t.k) {
    case "list":
      return `list:${kindOfTsType(t.element)}`;
    case "nullable":
      return `opt:${kindOfTsType(t.of)}`;
    case "number":
      return "num";
    case "boolean":
      return "bool";
    case "string":
      return "str";
    default:
      return "any";
  }
}

export function stateShapeSource(p: IRProgram): string {
  const vars = Object.fromEntries(p.layout.vars.map((v) => [v.name, kindOfType(v.type)]));
  const frames = p.machines.map((m) => ({
    rule: m.rule,
    blocks: m.blocks.length,
    fields: Object.fromEntries(
      m.locals.map((l) => [l.name, l.rules ? kindOfType(l.rules) : kindOfTsType(l.type)]),
    ),
  }));
  return [
    "/** What a state holds, for the checks of states from outside (@ludic/runtime StateShape). */",
    `const STATE_SHAPE: StateShape = ${dataLiteral({ vars, frames })};`,
  ].join("\n");
}

/**
 * cloneState and cloneFrame for rules.ts. A frame is copied field by field, one literal per rule
 * (a spread of frames of many shapes is V8's slow path). With `sharedZones` (applyMove's copy) the
 * zones, `loc`, `kn`, the indexed variables and every frame below the top stay the input's until
 * written: the runtime's core.ts shareZones, ownVar (every assignment to an element of an indexed
 * variable), and runEngine copying a frame below the top before it runs it again (SHARED_FRAMES).
 */
export function cloneStateSource(p: IRProgram): string {
  const frames = p.machines.map((m) => {
    const fields = [
      `p: ${m.procId}`,
      "pc: f.pc",
      ...m.locals.map((l) => `${propertyKey(l.name)}: f.${l.name}`),
    ];
    return `    case ${m.procId}: return { ${fields.join(", ")} };`;
  });
  // An indexed variable's list is copied at its first change (runtime core.ts ownVar); a list
  // value is never changed in place, so it is shared by both copies.
  const vars = p.varInits.map((v) =>
    v.index === null
      ? `${propertyKey(v.name)}: st.g.${v.name}`
      : `${propertyKey(v.name)}: sharedZones ? st.g.${v.name} : st.g.${v.name}.slice()`,
  );
  return [
    "/** A copy of frame `f`: its lists stay shared (the rules never change a list in place). */",
    "export function cloneFrame(f: Frame): Frame {",
    ...(frames.length > 0 ? ["  switch (f.p) {", ...frames, "  }"] : ["  return { ...f };"]),
    "}",
    "",
    "/** A copy of a state; with `sharedZones` (applyMove's), one whose list of zones and zones, `loc`, `kn`, indexed variables and frames below the top stay `st`'s until written (runtime core.ts shareZones). */",
    "export function cloneState(st: State, sharedZones = false): State {",
    "  const z = sharedZones ? st.z : st.z.map((l) => l.slice());",
    "  const a = sharedZones ? st.a : st.a.map((l) => l.slice());",
    "  const stack = st.stack.slice();",
    "  for (let i = sharedZones ? stack.length - 1 : 0; i >= 0 && i < stack.length; i++) stack[i] = cloneFrame(stack[i] as Frame);",
    "  return {",
    // The generator's four words as a literal: a spread of the array is slower on this path.
    "    v: st.v, n: st.n, seed: st.seed, rng: [st.rng[0], st.rng[1], st.rng[2], st.rng[3]] as RngState,",
    "    z, a, loc: sharedZones ? st.loc : st.loc.slice(), kn: sharedZones ? st.kn : st.kn.slice(), cr: st.cr,",
    `    g: { ${vars.join(", ")} },`,
    "    o: st.o,",
    // A pending decision ({ seat, site }) is replaced, never changed in place: both copies share it.
    "    stack, pend: st.pend, held: st.held,",
    "    ret: st.ret, out: st.out, log: st.log, moves: st.moves,",
    "  };",
    "}",
  ].join("\n");
}
