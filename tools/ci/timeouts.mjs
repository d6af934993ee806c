/**
 * Hang guards for every test run: the Vitest configs and the demo app's end-to-end harness. A
 * timeout here is never a speed limit. Each is at least 10× what its step takes on a quiet
 * machine, so a loaded CI machine (two cores shared by many jobs) does not fail a test that is only
 * slow; the guard only stops a test that hangs. Tests wait on conditions, never on fixed times.
 *
 * On a machine slower still, one factor scales every guard: `LUDIC_TIMEOUT_FACTOR=3 npm test`.
 */

function factorFrom(text) {
  const f = Number(text);
  return text !== undefined && text !== "" && Number.isFinite(f) && f > 0 ? f : 1;
}

/** `LUDIC_TIMEOUT_FACTOR` (default 1). */
export const TIMEOUT_FACTOR = factorFrom(process.env.LUDIC_TIMEOUT_FACTOR);

/** `ms` scaled by the factor. */
export function hangGuard(ms) {
  return Math.round(ms * TIMEOUT_FACTOR);
}

/**
 * Vitest's own limits (5 s per test and 10 s per hook by default, which a loaded machine exceeds
 * on heavy tests) raised to hang guards. A test that needs longer still on a quiet machine names
 * its own, at least 10× that.
 */
export const vitestTimeouts = {
  testTimeout: hangGuard(120_000),
  hookTimeout: hangGuard(120_000),
  teardownTimeout: hangGuard(60_000),
};
