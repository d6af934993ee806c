import type { CardMeta } from "@ludic/runtime";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { CardSlot } from "../../src/components/CardSlot.js";
import { down, fromMeta, up } from "../support.js";

const chip = (n: number, colour: string): CardMeta => ({
  id: `chip-${n}`,
  type: "Chip",
  name: `${colour} chip ${n}`,
  attributes: { colour, n },
});

const meta = {
  title: "Components/Attachments",
  component: CardSlot,
  decorators: [
    (Story) => (
      <ul style={{ listStyle: "none", padding: "40px 20px", display: "flex", gap: 40 }}>
        <Story />
      </ul>
    ),
  ],
  args: { card: up("10H", up("JC")) },
} satisfies Meta<typeof CardSlot>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A jack on a point card (Cuttle): the card was stolen. */
export const OneJack: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("list", { name: "on ten of hearts" })).toBeVisible();
  },
};

/** Stolen back and forth: the top jack decides who controls the card. */
export const ThreeJacks: Story = { args: { card: up("9D", up("JC"), up("JH"), up("JS")) } };

/** Chips (cards of another type) sit on the card as numbered tokens (Rat Jack). */
export const Chips: Story = {
  args: { card: up("5S", fromMeta(chip(3, "red")), fromMeta(chip(1, "blue"))) },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole("list", { name: "tokens on five of spades" })).toBeVisible();
    await expect(c.getByRole("img", { name: "red chip 3" })).toBeVisible();
  },
};

/** Chips are public even on a face-down card. */
export const ChipsOnHiddenCard: Story = { args: { card: down("display[1]@0", fromMeta(chip(2, "green"))) } };
