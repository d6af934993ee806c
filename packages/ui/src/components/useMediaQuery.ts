import { useCallback, useSyncExternalStore } from "react";

/**
 * Whether a media query matches now, kept up to date when it changes (a phone turned, a window
 * resized, a setting switched). False where there is no window (tests in Node).
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      if (typeof window === "undefined" || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener("change", changed);
      return () => list.removeEventListener("change", changed);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => typeof window !== "undefined" && !!window.matchMedia && window.matchMedia(query).matches,
    () => false,
  );
}

/** The width under which the table takes its phone layout (the same as styles.css's media queries). */
export const NARROW = "(max-width: 760px)";
