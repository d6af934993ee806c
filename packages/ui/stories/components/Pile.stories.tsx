import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { TableContext } from "../../src/components/context.js";
import { Pile } from "../../src/components/Zones.js";
import { faceOf } from "../../src/model/appearance.js";
import { down, up } from "../support.js";

const meta = {
  title: "Components/Pile",
  component: Pile,
  args: { label: "Scrap", cards: ["KS", "7D", "JD", "2C", "9H"].map((id) => up(id)) },
} satisfies Meta<typeof Pile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The draw pile: face down, as thick as it is tall, with its count. */
export const DrawPile: Story = {
  args: { label: "Deck", cards: Array.from({ length: 38 }, (_, i) => down(`deck@${i}`)) },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText("38 cards")).toBeVisible();
    await expect(c.getByRole("img", { name: "face-down card, top card" })).toBeVisible();
  },
};

/** A public discard pile shows its top card and unfolds on demand. */
export const Discard: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole("img", { name: "king of spades, top card" })).toBeVisible();
    await userEvent.click(c.getByRole("button", { name: "Show all 5" }));
    await expect(c.getByRole("img", { name: "nine of hearts" })).toBeVisible();
    await userEvent.click(c.getByRole("button", { name: "Fold" }));
    await expect(c.queryByRole("img", { name: "nine of hearts" })).toBeNull();
  },
};

export const Empty: Story = { args: { label: "Scrap", cards: [] } };

export const OneCard: Story = { args: { cards: [up("QH")] } };

/** When a card inside can be picked (a three takes from the scrap), the pile opens by itself. */
export const PickFromInside: Story = {
  render: (args) => {
    const [picked, setPicked] = useState("nothing");
    return (
      <TableContext.Provider
        value={{
          face: faceOf,
          flags: new Map(),
          pickable: (v) => v !== "JD",
          selected: () => false,
          onPick: (v) => setPicked(String(v)),
        }}
      >
        <Pile {...args} />
        <p>Picked: {picked}</p>
      </TableContext.Provider>
    );
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole("button", { name: "seven of diamonds" }));
    await expect(c.getByText("Picked: 7D")).toBeVisible();
    await expect(c.getByRole("img", { name: "jack of diamonds" })).toBeVisible();
  },
};
