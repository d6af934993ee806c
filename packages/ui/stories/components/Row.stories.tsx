import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Row } from "../../src/components/Zones.js";
import { down, up } from "../support.js";

const meta = {
  title: "Components/Row",
  component: Row,
  args: { label: "Points", cards: [up("7H"), up("4S"), up("10D")] },
} satisfies Meta<typeof Row>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A row (tableau): cards side by side. */
export const Tableau: Story = {};

export const Empty: Story = {
  args: { cards: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("empty")).toBeVisible();
  },
};

/** A row with face-down cards among face-up ones (a display). */
export const Mixed: Story = {
  args: { label: "Display", cards: [up("5C"), down("display[1]@1"), up("KH"), down("display[1]@3")] },
};

/** A jack on a point card: the jack overlaps the card and is spoken as being on it. */
export const WithJack: Story = {
  args: { cards: [up("10H", up("JC")), up("3D")] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole("list", { name: "on ten of hearts" })).toBeVisible();
    await expect(c.getByRole("img", { name: "jack of clubs" })).toBeVisible();
  },
};

export const Wide: Story = {
  args: {
    label: "Revealed",
    cards: ["AC", "2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "10C"].map((id) => up(id)),
  },
};
