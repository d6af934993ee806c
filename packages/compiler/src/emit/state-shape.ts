/**
 * Emits STATE_SHAPE into index.ts: the kind of every variable and of every frame local, per rule
 * (@ludic/runtime's StateShape), so the contract can check a state that comes from outside
 * (JSON, storage, another process) before running it (docs/engine-api.md "What the engine checks").
 */
import type { Type } from "@ludic/lang";
import type { TsType } from "../ir/ir.js";
import type { IRProgram } from "../ir/program.js";
import { dataLiteral } from "./escape.js";

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

/** The kind of a compiler temporary, from its TypeScript type: "number", "number[]", "(number | null)[]". */
export function kindOfTsType(ts: TsType): string {
  const t = ts.trim();
  if (t.endsWith("[]")) {
    const inner = t.slice(0, -2);
    return `list:${kindOfTsType(inner.startsWith("(") && inner.endsWith(")") ? inner.slice(1, -1) : inner)}`;
  }
  if (t.endsWith(" | null")) return `opt:${kindOfTsType(t.slice(0, -7))}`;
  if (t === "number") return "num";
  if (t === "boolean") return "bool";
  if (t === "string") return "str";
  return "any";
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
