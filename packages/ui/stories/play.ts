/**
 * Playing through the controls in a story's play function, like a person who picks among the
 * offered controls: the decision bar's buttons, then Confirm (or Commit face down).
 */
import { expect, userEvent, waitFor, within } from "storybook/test";

/** A seeded sequence of numbers, so the same story always plays the same game. */
export function seeded(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s >>> 8;
  };
}

/** Makes one decision through the bar: pick controls (by `next()`) until a move is played. */
export async function playOneDecision(canvas: HTMLElement, next: () => number): Promise<void> {
  for (let step = 0; step < 8; step++) {
    const bar = within(canvas).getByRole("region", { name: /Your move|Your secret choice/ });
    const confirm = within(bar).queryByRole("button", { name: /^(Confirm|Commit face down)$/ });
    if (confirm) {
      await userEvent.click(confirm);
      return;
    }
    const controls = within(bar)
      .getAllByRole("button")
      .filter((b) => !/^(Back|Cancel)$/.test(b.textContent ?? ""));
    const chosen = controls[next() % controls.length] as HTMLElement;
    const immediate = chosen.closest("[aria-label='Moves']") !== null;
    await userEvent.click(chosen);
    if (immediate) return;
  }
  throw new Error("no move after eight steps");
}

/** Plays the person's decisions until the table says the game is over; returns how many. */
export async function playToTheEnd(canvas: HTMLElement, next: () => number, limit = 400): Promise<number> {
  const c = within(canvas);
  let decisions = 0;
  for (; decisions < limit; decisions++) {
    await waitFor(
      () =>
        expect(c.getByRole("heading", { name: /^(Your move|Your secret choice|Game over)/ })).toBeVisible(),
      { timeout: 60_000 },
    );
    if (c.queryByRole("heading", { name: /^Game over/ })) break;
    await playOneDecision(canvas, next);
  }
  return decisions;
}
