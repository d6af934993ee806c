/** Every run is reproducible from (seed, target, index): this is the fast-check seed it draws from. */
import fc from "fast-check";

export type Target = "rules" | "engine";

export function runSeed(seed: string, target: Target, index: number): number {
  // FNV-1a over the three, so neighbouring indexes get unrelated seeds.
  let h = 0x811c9dc5;
  for (const ch of `${seed}\0${target}\0${index}`) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h | 0;
}

/** The value run `index` of a campaign tries: the first value fast-check draws from its seed. */
export function draw<T>(arb: fc.Arbitrary<T>, seed: number): T {
  const [value] = fc.sample(arb, { seed, numRuns: 1 });
  return value as T;
}

/**
 * fast-check's shrinking of a failing value: starting from the same draw, the smallest value for
 * which `stillFails` holds (the draw itself when nothing smaller does).
 */
export function shrink<T>(
  arb: fc.Arbitrary<T>,
  seed: number,
  stillFails: (v: T) => boolean,
  timeLimitMs: number,
): T | null {
  const details = fc.check(
    fc.property(arb, (v) => !stillFails(v)),
    { seed, numRuns: 1, interruptAfterTimeLimit: timeLimitMs, markInterruptAsFailure: false },
  );
  return details.failed && details.counterexample ? details.counterexample[0] : null;
}
