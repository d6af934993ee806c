import type { KeyboardEvent } from "react";

/**
 * Arrow keys move the focus between the buttons of a list (cards in a hand, cells of a board),
 * Home/End to the first/last, so a long hand needs no dozen Tab presses.
 */
export function arrowFocus(e: KeyboardEvent<Element>): void {
  const keys: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
  const step = keys[e.key];
  if (step === undefined && e.key !== "Home" && e.key !== "End") return;
  const buttons = [
    ...e.currentTarget.querySelectorAll<HTMLElement | SVGElement>(
      "button:not([disabled]), [role='button'][tabindex='0']",
    ),
  ];
  if (buttons.length === 0) return;
  const at = buttons.indexOf(document.activeElement as HTMLElement | SVGElement);
  if (at < 0) return;
  const to =
    e.key === "Home"
      ? 0
      : e.key === "End"
        ? buttons.length - 1
        : (at + (step ?? 0) + buttons.length) % buttons.length;
  e.preventDefault();
  buttons[to]?.focus();
}
