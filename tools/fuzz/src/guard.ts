/**
 * Catches what an engine must not do to the process that runs it: define globals, touch the
 * built-in prototypes, print, or exit. Only a tripwire for the fuzzer (the code runs in a worker
 * thread it can throw away), not a sandbox.
 */

const WATCHED_PROTOTYPES: readonly [string, object][] = [
  ["Object.prototype", Object.prototype],
  ["Array.prototype", Array.prototype],
  ["Function.prototype", Function.prototype],
  ["String.prototype", String.prototype],
];

type Snapshot = { globals: Set<string>; protos: Map<string, string> };

function snapshot(): Snapshot {
  return {
    globals: new Set(Reflect.ownKeys(globalThis).map(String)),
    protos: new Map(
      WATCHED_PROTOTYPES.map(([name, p]) => [name, Reflect.ownKeys(p).map(String).sort().join(",")]),
    ),
  };
}

function differences(before: Snapshot, after: Snapshot): string[] {
  const found: string[] = [];
  for (const g of after.globals) if (!before.globals.has(g)) found.push(`defined the global ${g}`);
  for (const [name, keys] of after.protos)
    if (before.protos.get(name) !== keys) found.push(`changed ${name}`);
  return found;
}

export class SideEffect extends Error {
  override name = "SideEffect";
}

/**
 * Runs `f` with process.exit, process.kill, process.abort and the console replaced by traps,
 * and reports every side effect seen (a trap hit, a new global, a changed prototype).
 */
export async function watchSideEffects<T>(
  f: () => Promise<T> | T,
): Promise<{ value?: T; error?: unknown; effects: string[] }> {
  const effects: string[] = [];
  const proc = process as unknown as Record<string, unknown>;
  const con = console as unknown as Record<string, unknown>;
  const saved: [Record<string, unknown>, string, unknown][] = [];
  const trap = (owner: Record<string, unknown>, key: string, label: string): void => {
    saved.push([owner, key, owner[key]]);
    owner[key] = (..._args: unknown[]) => {
      effects.push(`called ${label}`);
      throw new SideEffect(`called ${label}`);
    };
  };
  for (const k of ["exit", "kill", "abort", "reallyExit"]) trap(proc, k, `process.${k}`);
  for (const k of ["log", "info", "warn", "error", "debug"]) trap(con, k, `console.${k}`);
  const before = snapshot();
  try {
    const value = await f();
    return { value, effects };
  } catch (error) {
    return { error, effects };
  } finally {
    for (const [owner, key, value] of saved.reverse()) owner[key] = value;
    effects.push(...differences(before, snapshot()));
  }
}
