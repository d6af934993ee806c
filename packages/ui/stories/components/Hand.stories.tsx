import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { TableContext } from "../../src/components/context.js";
import { Hand } from "../../src/components/Zones.js";
import { faceOf } from "../../src/model/appearance.js";
import { down, up } from "../support.js";

const meta = {
  title: "Components/Hand",
  component: Hand,
  args: { label: "Hand", cards: ["9H", "JS", "3C", "KD", "8D", "2H"].map((id) => up(id)) },
} satisfies Meta<typeof Hand>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Your own hand, fanned. */
export const Own: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole("group", { name: /Hand\s*6 cards/ })).toBeVisible();
    await expect(c.getByRole("img", { name: "king of diamonds" })).toBeVisible();
  },
};

/** Another seat's hand: backs only, and the count. */
export const Hidden: Story = {
  args: { label: "Hand of Seat 2", cards: [0, 1, 2, 3, 4].map((i) => down(`hand[1]@${i}`)) },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getAllByRole("img", { name: "face-down card" })).toHaveLength(5);
    await expect(c.getByText("5 cards")).toBeVisible();
  },
};

export const Empty: Story = { args: { cards: [] } };

export const OneCard: Story = { args: { cards: [up("AS")] } };

export const Large: Story = {
  args: {
    cards: ["AC", "2D", "3H", "4S", "5C", "6D", "7H", "8S", "9C", "10D", "JH", "QS"].map((id) => up(id)),
  },
};

export const Small: Story = { args: { size: "sm" } };

/**
 * Cards that can be picked are buttons; arrow keys move between them and Enter picks one. The
 * picked card is lifted and marked.
 */
export const KeyboardPick: Story = {
  render: (args) => {
    const [picked, setPicked] = useState<string | null>(null);
    return (
      <TableContext.Provider
        value={{
          face: faceOf,
          flags: new Map(),
          pickable: (v) => v !== "KD",
          selected: (v) => v === picked,
          onPick: (v) => setPicked(String(v)),
        }}
      >
        <Hand {...args} />
        <p>Picked: {picked ?? "nothing"}</p>
      </TableContext.Provider>
    );
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.tab();
    await expect(c.getByRole("button", { name: "nine of hearts" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}{ArrowRight}");
    await expect(c.getByRole("button", { name: "three of clubs" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(c.getByText("Picked: 3C")).toBeVisible();
    await expect(c.getByRole("button", { name: "three of clubs" })).toHaveAttribute("aria-pressed", "true");
    // The king cannot be picked: it is not a button.
    await expect(c.queryByRole("button", { name: "king of diamonds" })).toBeNull();
  },
};
