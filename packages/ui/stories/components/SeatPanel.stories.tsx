import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { SeatPanel } from "../../src/components/SeatPanel.js";

const meta = {
  title: "Components/SeatPanel",
  component: SeatPanel,
  args: {
    name: "Seat 2",
    status: "waiting",
    figures: [
      { label: "Points", value: "14" },
      { label: "Goal", value: "21" },
    ],
  },
  argTypes: {
    status: { control: "select", options: ["deciding", "committed", "waiting", "winner", "loser", "drawn"] },
  },
} satisfies Meta<typeof SeatPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Waiting: Story = {};

/** The seat to move: said in words with a mark, and a thicker frame (colour is not the only carrier). */
export const ToMove: Story = {
  args: { status: "deciding" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("to move")).toBeVisible();
  },
};

export const You: Story = { args: { name: "Ada", you: true, status: "deciding" } };

/** A simultaneous decision: this seat has committed its hidden answer. */
export const Committed: Story = { args: { status: "committed" } };

export const Winner: Story = { args: { status: "winner", score: 21 } };
export const Lost: Story = { args: { status: "loser", score: 15 } };
export const Draw: Story = { args: { status: "drawn", score: 9 } };

/** Public figures of the seat: victory points, gold, cards in hand. */
export const Figures: Story = {
  args: {
    name: "Orange",
    figures: [
      { label: "vp", value: "3" },
      { label: "gold", value: "12" },
      { label: "goCount", value: "1" },
    ],
    handCount: 5,
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText("Go count")).toBeVisible();
    await expect(c.getByText("In hand")).toBeVisible();
  },
};

export const NoFigures: Story = { args: { figures: [] } };
