import type { Move } from "@ludic/runtime";

/** A move's identity regardless of argument order, to compare moves or look them up in a set. */
export function moveKey(m: Move): string {
  const args = Object.keys(m.args ?? {})
    .sort()
    .map((k) => `${k}=${String(m.args[k])}`)
    .join(" ");
  return `${m.seat} ${m.action} ${args}`;
}

export function sameMove(a: Move, b: Move): boolean {
  return moveKey(a) === moveKey(b);
}
