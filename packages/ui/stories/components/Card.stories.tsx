import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Card } from "../../src/components/Card.js";
import { TableContext } from "../../src/components/context.js";
import { duelMeta } from "../../src/fixtures/duel.js";
import { hexlandMeta } from "../../src/fixtures/hexland.js";
import { faceOf } from "../../src/model/appearance.js";
import { down, fromMeta, up } from "../support.js";

const meta = {
  title: "Components/Card",
  component: Card,
  args: { card: up("10H"), size: "md", onPick: fn() },
  argTypes: { size: { control: "inline-radio", options: ["sm", "md", "lg"] } },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A face-up playing card: rank and suit come from the catalogue attributes. */
export const FaceUp: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole("img", { name: "ten of hearts" })).toBeVisible();
  },
};

export const Court: Story = { args: { card: up("QS") } };

export const Ace: Story = { args: { card: up("AD") } };

export const FaceDown: Story = {
  args: { card: down("hand[1]@0") },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("img", { name: "face-down card" })).toBeVisible();
  },
};

/** A card that can be picked now is a button; clicking it picks its ref. */
export const Pickable: Story = {
  args: { pickable: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: "ten of hearts" });
    await userEvent.click(button);
    await expect(args.onPick).toHaveBeenCalledWith("10H");
  },
};

/** Selected: lifted, a solid outline and a check mark (not only a colour); `aria-pressed`. */
export const Selected: Story = {
  args: { selected: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "ten of hearts" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  },
};

/** Keyboard: the card is reachable with Tab and picked with Enter; the focus ring is visible. */
export const KeyboardFocus: Story = {
  args: { pickable: true },
  play: async ({ args }) => {
    await userEvent.tab();
    const focused = document.activeElement as HTMLElement;
    await expect(focused).toHaveAttribute("data-ref", "10H");
    // The ring is drawn (3px outline), not left to the browser's default.
    const style = getComputedStyle(focused);
    await expect(style.outlineStyle).toBe("solid");
    await expect(Number.parseFloat(style.outlineWidth)).toBeGreaterThanOrEqual(3);
    await userEvent.keyboard("{Enter}");
    await expect(args.onPick).toHaveBeenCalledWith("10H");
  },
};

export const Small: Story = { args: { size: "sm", card: up("7C") } };
export const Large: Story = { args: { size: "lg", card: up("KH") } };

/** A card-indexed variable (cuttle.cards `frozen[9H]`) shows as a badge and is spoken. */
export const WithFlag: Story = {
  args: { card: up("9H") },
  render: (args) => (
    <TableContext.Provider
      value={{
        face: faceOf,
        flags: new Map([["9H", ["frozen"]]]),
        pickable: () => false,
        selected: () => false,
        onPick: () => {},
      }}
    >
      <Card {...args} />
    </TableContext.Provider>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("img", { name: "nine of hearts, frozen" })).toBeVisible();
  },
};

/** A card without rank and suit: the name, a corner value and the other attributes as text. */
export const TextFace: Story = {
  args: { card: fromMeta(duelMeta.cards[3] as (typeof duelMeta.cards)[number]) },
};

/** A card with a colour and no rank is a token (a settlement, a piece). */
export const TokenFace: Story = {
  args: { card: fromMeta(hexlandMeta.cards[0] as (typeof hexlandMeta.cards)[number]) },
};

/** Every suit: the symbol carries the suit, the ink (red/black) only repeats it. */
export const Suits: Story = {
  render: () => (
    <div style={{ display: "flex", gap: 8 }}>
      {["AC", "5D", "10H", "JS", "QC", "KD"].map((id) => (
        <Card key={id} card={up(id)} />
      ))}
    </div>
  ),
};
