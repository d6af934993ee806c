/** Hang guards for every test run (timeouts.mjs). */

/** `LUDIC_TIMEOUT_FACTOR` (default 1). */
export declare const TIMEOUT_FACTOR: number;

/** `ms` scaled by the factor. */
export declare function hangGuard(ms: number): number;

/** Vitest's testTimeout, hookTimeout and teardownTimeout as hang guards. */
export declare const vitestTimeouts: { testTimeout: number; hookTimeout: number; teardownTimeout: number };
