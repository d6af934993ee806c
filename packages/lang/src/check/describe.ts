/** Types in sentences: "a bool", "an int", "a list<Card>", "nothing". */
import type { Type } from "./model.js";
import { typeToString } from "./types.js";

export function aType(t: Type): string {
  if (t.kind === "void") return "nothing";
  if (t.kind === "none") return "`none`";
  const text = typeToString(t);
  return /^[aeiouAEIOU]/.test(text) ? `an ${text}` : `a ${text}`;
}

export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}
