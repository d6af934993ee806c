/**
 * Rat Jack (rules/rat-jack) at the table: displays of face-up and face-down cards, chips attached
 * to cards, a face-down card named by its place (`display[1]@2`), the secret hide at the start of
 * a round (`choose simultaneously`). Positions as in rules/rat-jack/*.scenarios.
 */

import rj, { type Move, type PositionSpec, type State } from "@ludic/rat-jack";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { GameTable } from "../../src/components/GameTable.js";

/** "Rat 4 puts a chip on an opponent's hidden card" (RJ-RAT-4): Bot's third card is face down. */
const chipSpot: PositionSpec = {
  toMove: 0,
  zones: {
    "hand[0]": ["red-4", "blue-12"],
    "display[1]": ["red-10", "blue-4", "blue-5"],
    deck: ["blue-10", "blue-11", "red-12"],
  },
  attachments: { "red-10": ["chip-3"] },
  vars: { "up[red-10]": true, "up[blue-4]": true },
};

/** "After a discard a hidden card is flipped and activated" (RJ-6, RJ-RAC-9): 5 + 9 + 11 = 25. */
const flipSpot: PositionSpec = {
  toMove: 0,
  zones: {
    "hand[0]": ["red-11", "red-7"],
    "display[0]": ["red-5", "raccoon-9"],
    deck: ["blue-10", "blue-11", "red-12"],
  },
  vars: { "up[red-5]": true },
};

const at = (spec: PositionSpec, moves: Move[] = []): State =>
  moves.reduce((s, m) => rj.applyMove(s, m), rj.position(spec));

interface Props {
  at: () => State;
  seat: number;
  onMove: (m: unknown) => void;
  autoplay?: boolean;
}

function RatJackTable({ at: start, seat, onMove, autoplay = false }: Props) {
  return (
    <GameTable
      engine={rj}
      start={start}
      seat={seat}
      autoplay={autoplay}
      botDelay={300}
      onMove={onMove}
      seatNames={["Ada", "Bot"]}
      restartable={autoplay}
    />
  );
}

const meta = {
  title: "Games/Rat Jack",
  component: RatJackTable,
  parameters: { layout: "fullscreen" },
  args: {
    at: () => at(chipSpot, [{ seat: 0, action: "playFaceUp", args: { card: "red-4" } } as Move]),
    seat: 0,
    onMove: fn(),
  },
  argTypes: { at: { control: false } },
} satisfies Meta<typeof RatJackTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Rat 4 (RJ-RAT-4): choose a chip from the reserve, then Bot's face-down card (which you cannot
 * see: the move names it by its place), and confirm. A chip already lies on Bot's red rat 10.
 */
export const ChipOnAHiddenCard: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const bot = c.getByRole("region", { name: "Bot" });
    await expect(within(bot).getByRole("list", { name: "tokens on red rat 10" })).toBeVisible();
    await userEvent.click(c.getAllByRole("button", { name: "chip-6" })[0] as HTMLElement);
    await userEvent.click(within(bot).getByRole("button", { name: /^face-down card/ }));
    await userEvent.click(c.getByRole("button", { name: "Confirm" }));
    await expect(args.onMove).toHaveBeenCalledWith({
      seat: 0,
      action: "placeChip",
      args: { chip: "chip-6", card: "display[1]@2" },
    });
    await expect(within(bot).getAllByRole("list", { name: /^tokens on / })).toHaveLength(2);
  },
};

/** Discard, then flip a hidden card of your own (RJ-6, RJ-D13): the raccoon 9 brings you to 25. */
export const DiscardThenFlip: Story = {
  args: { at: () => at(flipSpot) },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getAllByRole("button", { name: "red rat 11" })[0] as HTMLElement);
    await userEvent.click(c.getByRole("button", { name: "Discard" }));
    await userEvent.click(c.getByRole("button", { name: "Confirm" }));
    await expect(args.onMove).toHaveBeenCalledWith({ seat: 0, action: "discard", args: { card: "red-11" } });
    await expect(c.getByRole("button", { name: "No flip" })).toBeVisible();
    await userEvent.click(c.getAllByRole("button", { name: "raccoon 9" })[0] as HTMLElement);
    await userEvent.click(c.getByRole("button", { name: "Confirm" }));
    await expect(args.onMove).toHaveBeenLastCalledWith({
      seat: 0,
      action: "flip",
      args: { card: "raccoon-9" },
    });
  },
};

/** The start of a round (RJ-3.5): every player hides one of their two cards at the same time. */
export const HideACardInSecret: Story = {
  args: { at: () => rj.setup({ players: 2, seed: "setup-a" }) },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole("heading", { name: "Your secret choice" })).toBeVisible();
    const card = c.getAllByRole("button", { name: /^(red|blue) rat \d+$/ })[0] as HTMLElement;
    const name = card.getAttribute("aria-label") ?? card.textContent ?? "";
    await userEvent.click(card);
    await userEvent.click(c.getByRole("button", { name: "Commit face down" }));
    await expect(args.onMove).toHaveBeenCalledWith(expect.objectContaining({ seat: 0, action: "hide" }));
    await expect(
      c.getByRole("heading", { name: /^You chose: .* \(hidden\); waiting for Bot$/ }),
    ).toBeVisible();
    await expect(name).not.toBe("");
  },
};

/** Against the random bot. */
export const PlayAgainstBot: Story = {
  args: { at: () => rj.setup({ players: 2, seed: "story" }), autoplay: true },
};
