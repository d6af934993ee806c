/**
 * Seeded randomness that lives in the game state (sfc32 on four 32-bit words): the same seed
 * and moves give the same game on every machine, and the state stays plain JSON.
 */
export type RngState = [number, number, number, number];

/**
 * cyrb128: spreads a string seed over four well-mixed words. With `into`, the words are written
 * into that state and it is returned (a runner of new deals reseeds its own state without a new
 * array per game: makePlayouts' `deal`).
 */
export function seedRng(seed: string, into?: RngState): RngState {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  // Discard the first 12 outputs (sfc32 starts weakly mixed): nextU32's steps on locals, not on
  // the array (a third of a Tic-tac-toe playout's deal was here); the same words as 12 calls.
  let a = (h1 ^ h2 ^ h3 ^ h4) | 0;
  let b = (h2 ^ h1) | 0;
  let c = (h3 ^ h1) | 0;
  let d = (h4 ^ h1) | 0;
  for (let i = 0; i < 12; i++) {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
  }
  if (into === undefined) return [a >>> 0, b >>> 0, c >>> 0, d >>> 0];
  into[0] = a >>> 0;
  into[1] = b >>> 0;
  into[2] = c >>> 0;
  into[3] = d >>> 0;
  return into;
}

/** Advances `rng` in place and returns a uniform 32-bit unsigned integer. */
export function nextU32(rng: RngState): number {
  // Element reads, not a destructuring: this runs at every draw and 12 times per seed.
  let a = rng[0];
  let b = rng[1];
  let c = rng[2];
  let d = rng[3];
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  rng[0] = a >>> 0;
  rng[1] = b >>> 0;
  rng[2] = c >>> 0;
  rng[3] = d >>> 0;
  return t >>> 0;
}

/** A uniform integer in [0, n), without modulo bias. */
export function randomInt(rng: RngState, n: number): number {
  if (n <= 1) return 0;
  const limit = 0x100000000 - (0x100000000 % n);
  for (;;) {
    const x = nextU32(rng);
    if (x < limit) return x % n;
  }
}

/** Fisher–Yates, in place. */
export function shuffleInPlace<T>(rng: RngState, items: T[]): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(rng, i + 1);
    const t = items[i] as T;
    items[i] = items[j] as T;
    items[j] = t;
  }
}
