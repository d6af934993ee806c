import { useMediaQuery } from "./useMediaQuery.js";

/**
 * Whether the reader asks for reduced motion, kept up to date when the setting changes (motion's
 * own `useReducedMotion` reads it once, at the first render).
 */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery("(prefers-reduced-motion: reduce)");
}
