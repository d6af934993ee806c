import cuttle from "@ludic/cuttle";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { GameLog } from "../../src/components/GameLog.js";
import { catalogueOf } from "../../src/model/catalogue.js";

const catalogue = catalogueOf(cuttle.meta);

const meta = {
  title: "Components/GameLog",
  component: GameLog,
  args: {
    catalogue,
    seatNames: ["Ada", "Bot"],
    lines: ["seat 1 deals", "seat 0 scuttles 9C with 9H", "seat 1 counters with 2D", "seat 0 discards KS"],
  },
} satisfies Meta<typeof GameLog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Card ids become names (shown as index and suit), seats their names. */
export const Lines: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText("nine of clubs")).toBeInTheDocument();
    await expect(c.getAllByText("Ada")).toHaveLength(2);
  },
};

/**
 * The whole story (`entries`, from `useGameHistory`): every move in words with its mover, the
 * engine's lines for what followed, the latest move highlighted.
 */
export const Entries: Story = {
  args: {
    seatNames: ["You", "Bot"],
    entries: [
      { kind: "event", line: "seat 1 deals", index: null },
      { kind: "move", seat: 0, text: "You play the nine of hearts for points", index: 0 },
      { kind: "move", seat: 1, text: "Bot plays the ace of spades as a one-off", index: 1 },
      { kind: "move", seat: 1, text: "The nine of hearts goes to the scrap", index: null },
      { kind: "event", line: "seat 0 discards KS", index: 2 },
    ],
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText("You play the nine of hearts for points")).toBeVisible();
    // The engine's "seat 0 discards" agrees with "You".
    await expect(canvasElement.textContent).toMatch(/You discard (?!s)/);
    await expect(canvasElement.querySelectorAll(".ludic-log-latest")).toHaveLength(1);
  },
};

export const Empty: Story = {
  args: { lines: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Nothing has happened yet.")).toBeVisible();
  },
};

/** A long log scrolls (and can be scrolled with the keyboard); the newest line is in view. */
export const Long: Story = {
  args: { lines: Array.from({ length: 40 }, (_, i) => `seat ${i % 2} draws (${i + 1})`) },
};

/** Without seat names: "Seat 1", "Seat 2". */
export const DefaultNames: Story = { args: { seatNames: undefined } };
