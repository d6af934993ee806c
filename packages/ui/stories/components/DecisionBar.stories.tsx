import cuttle from "@ludic/cuttle";
import type { GameMeta, Move } from "@ludic/runtime";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { duel, duelStart } from "../../src/fixtures/duel.js";
import { counterSpot, cuttleAt, scuttleSpot } from "../games/cuttle-positions.js";
import { DecisionHarness } from "../harness.js";
import { up } from "../support.js";

const scuttleState = cuttleAt(scuttleSpot);
const counterState = cuttleAt(counterSpot.spec, counterSpot.moves);
const handRow = (ids: string[]) => ({ label: "Your hand", cards: ids.map((id) => up(id)) });

const meta = {
  title: "Components/DecisionBar",
  component: DecisionHarness,
  args: {
    meta: cuttle.meta,
    moves: cuttle.legalMoves(scuttleState, 0),
    onMove: fn(),
    rows: [
      handRow(["9H", "JS", "3C", "KD", "8D", "2H"]),
      { label: "Their points", cards: ["9C", "10S"].map((id) => up(id)) },
    ],
  },
} satisfies Meta<typeof DecisionHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A turn: Draw plays at once; the actions are listed; every card that can be played is a button. */
export const Turn: Story = {};

/** Choose a card, then what to do with it, then a target, then confirm. */
export const ChooseCardThenTarget: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getAllByRole("button", { name: "nine of hearts" })[0] as HTMLElement);
    await userEvent.click(c.getByRole("button", { name: "Scuttle …" }));
    await userEvent.click(c.getAllByRole("button", { name: "nine of clubs" })[0] as HTMLElement);
    await expect(c.getByText("Scuttle the nine of clubs with the nine of hearts")).toBeVisible();
    await userEvent.click(c.getByRole("button", { name: "Confirm" }));
    await expect(args.onMove).toHaveBeenCalledWith({
      seat: 0,
      action: "scuttle",
      args: { card: "9H", target: "9C" },
    });
  },
};

/** Or the action first: "Steal with jack", then the jack, then the card to steal. */
export const ChooseActionFirst: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole("button", { name: "Steal with jack …" }));
    await userEvent.click(c.getAllByRole("button", { name: "jack of spades" })[0] as HTMLElement);
    await userEvent.click(c.getAllByRole("button", { name: "ten of spades" })[0] as HTMLElement);
    await userEvent.click(c.getByRole("button", { name: "Confirm" }));
    await expect(args.onMove).toHaveBeenCalledWith({
      seat: 0,
      action: "jack",
      args: { card: "JS", target: "10S" },
    });
  },
};

/** A move without arguments plays at once. */
export const Immediate: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Draw" }));
    await expect(args.onMove).toHaveBeenCalledWith({ seat: 0, action: "draw", args: {} });
  },
};

/** Back undoes the last step; Escape cancels the whole choice; nothing is played. */
export const BackAndCancel: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getAllByRole("button", { name: "eight of diamonds" })[0] as HTMLElement);
    await expect(c.getByText("eight of diamonds", { selector: "strong" })).toBeVisible();
    await userEvent.click(c.getByRole("button", { name: "Back" }));
    await expect(c.queryByText("Chosen:")).toBeNull();
    await userEvent.click(c.getAllByRole("button", { name: "eight of diamonds" })[0] as HTMLElement);
    await userEvent.keyboard("{Escape}");
    await expect(c.queryByText("Chosen:")).toBeNull();
    await expect(args.onMove).not.toHaveBeenCalled();
  },
};

/** Keyboard only: Tab to a card, Enter, Tab to the action, Enter; Confirm takes the focus. */
export const KeyboardOnly: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    c.getAllByRole("button", { name: "king of diamonds" })[0]?.focus();
    await userEvent.keyboard("{Enter}");
    await expect(c.getByRole("button", { name: "Confirm" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onMove).toHaveBeenCalledWith({ seat: 0, action: "permanent", args: { card: "KD" } });
  },
};

/** Answering a one-off: counter with a two, or pass. */
export const CounterOrPass: Story = {
  args: {
    moves: cuttle.legalMoves(counterState, 1),
    prompt: "Seat 1 played the six of spades as a one-off",
    rows: [handRow(["2D", "9S", "7C", "QH"])],
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getAllByRole("button", { name: "two of diamonds" })[0] as HTMLElement);
    await expect(c.getByText("Counter with the two of diamonds")).toBeVisible();
    await userEvent.click(c.getByRole("button", { name: "Confirm" }));
    await expect(args.onMove).toHaveBeenCalledWith({ seat: 1, action: "counter", args: { two: "2D" } });
  },
};

/** Pass only. */
export const PassOnly: Story = { args: { moves: [{ seat: 0, action: "pass", args: {} }], rows: [] } };

const duelState = duelStart();

/** A simultaneous decision: the choice is committed face down; the others only see that you did. */
export const SimultaneousCommit: Story = {
  args: {
    meta: duel.meta,
    moves: duel.legalMoves(duelState, 0),
    simultaneous: true,
    prompt: "Your secret choice",
    rows: [
      {
        label: "Your hand",
        cards: ["stars-1", "stars-2", "stars-3", "stars-4", "stars-5"].map((id) => ({
          ref: id,
          card: duel.meta.cards.find((x) => x.id === id) ?? null,
          attached: [],
        })),
      },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText(/the others see only that you have committed/)).toBeVisible();
    await userEvent.click(c.getAllByRole("button", { name: "4 of stars" })[0] as HTMLElement);
    await userEvent.click(c.getByRole("button", { name: "Commit face down" }));
    await expect(args.onMove).toHaveBeenCalledWith({ seat: 0, action: "play", args: { card: "stars-4" } });
  },
};

/** Go or stop (Sutu): two moves without arguments. */
export const GoOrStop: Story = {
  args: {
    meta: duel.meta,
    moves: [
      { seat: 0, action: "go", args: {} },
      { seat: 0, action: "stop", args: {} },
    ],
    prompt: "You won the round: go on for a double pot, or stop and bank it?",
    rows: [],
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Stop" }));
    await expect(args.onMove).toHaveBeenCalledWith({ seat: 0, action: "stop", args: {} });
  },
};

/**
 * A move that ends the game (found with `endingMoves`) is outlined apart, and asks first: "Keep
 * playing" goes back, "Yes, stop" plays it.
 */
export const EndingMoveAsksFirst: Story = {
  args: {
    meta: duel.meta,
    moves: [
      { seat: 0, action: "go", args: {} },
      { seat: 0, action: "stop", args: {} },
    ],
    ending: [{ seat: 0, action: "stop", args: {} }],
    prompt: "Go on, or stop and end the game?",
    rows: [],
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole("button", { name: "Stop …" }));
    await expect(args.onMove).not.toHaveBeenCalled();
    const ask = c.getByRole("group", { name: "End the game?" });
    await expect(within(ask).getByRole("button", { name: "Keep playing" })).toHaveFocus();
    await userEvent.click(within(ask).getByRole("button", { name: "Keep playing" }));
    await userEvent.click(c.getByRole("button", { name: "Stop …" }));
    await userEvent.click(c.getByRole("button", { name: "Yes, stop" }));
    await expect(args.onMove).toHaveBeenCalledWith({ seat: 0, action: "stop", args: {} });
  },
};

const bidMeta: GameMeta = {
  ...duel.meta,
  id: "auction",
  actions: [
    {
      name: "bid",
      params: [{ name: "amount", type: "int" }],
      source: { file: "fixture", line: 1, column: 1 },
    },
    { name: "give", params: [{ name: "to", type: "seat" }], source: { file: "fixture", line: 2, column: 1 } },
    { name: "pass", params: [], source: { file: "fixture", line: 3, column: 1 } },
  ],
};
const bids: Move[] = [3, 4, 5, 6, 7].map((amount) => ({ seat: 0, action: "bid", args: { amount } }));

/** Numbers and seats are chosen from the bar (an auction bid, a seat to give to). */
export const NumbersAndSeats: Story = {
  args: {
    meta: bidMeta,
    moves: [
      ...bids,
      { seat: 0, action: "give", args: { to: 1 } },
      { seat: 0, action: "give", args: { to: 2 } },
      { seat: 0, action: "pass", args: {} },
    ],
    seatNames: ["Ada", "Grace", "Linus"],
    rows: [],
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole("button", { name: "Bid …" }));
    await userEvent.click(c.getByRole("button", { name: "5" }));
    await userEvent.click(c.getByRole("button", { name: "Confirm" }));
    await expect(args.onMove).toHaveBeenCalledWith({ seat: 0, action: "bid", args: { amount: 5 } });
    await userEvent.click(c.getByRole("button", { name: "Give …" }));
    await expect(c.getByRole("button", { name: "Linus" })).toBeVisible();
  },
};

/** Not your turn: only the prompt. */
export const Waiting: Story = { args: { moves: [], prompt: "Waiting for Seat 2", rows: [] } };

/** A refused move is shown as an alert. */
export const Refused: Story = {
  args: { error: "seat 0 draw is not allowed: you hold eight cards", rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("eight cards");
  },
};
