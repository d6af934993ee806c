/**
 * Cuttle at the table: real engine positions (`position()` and moves, as in the rules' scenarios),
 * seen from one seat, and a table where a person plays whole hands against a random bot.
 */
import cuttle, { type Move, type State } from "@ludic/cuttle";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { GameTable } from "../../src/components/GameTable.js";
import { playToTheEnd, seeded } from "../play.js";
import {
  counterSpot,
  cuttleAt,
  fourSpot,
  frozenSpot,
  jacksAndGlasses,
  scrapSpot,
  scuttleSpot,
  sevenSpot,
  winningSpot,
} from "./cuttle-positions.js";

interface CuttleTableProps {
  /** Builds the position (called once per game at this table). */
  at: () => State;
  seat: number | "spectator";
  onMove: (move: unknown) => void;
  /** Let the other seat answer by itself (a random bot). */
  autoplay?: boolean;
  botDelay?: number;
}

function CuttleTable({ at, seat, onMove, autoplay = false, botDelay = 0 }: CuttleTableProps) {
  return (
    <GameTable
      engine={cuttle}
      start={at}
      seat={seat}
      autoplay={autoplay}
      restartable={false}
      botDelay={botDelay}
      seatNames={["Ada", "Bot"]}
      onMove={onMove}
    />
  );
}

const meta = {
  title: "Games/Cuttle",
  component: CuttleTable,
  parameters: { layout: "fullscreen" },
  args: { at: () => cuttleAt(scuttleSpot), seat: 0, onMove: fn() },
  argTypes: { at: { control: false } },
} satisfies Meta<typeof CuttleTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvas: HTMLElement) => within(canvas);
const byName = (canvas: HTMLElement, name: string) =>
  table(canvas).getAllByRole("button", { name })[0] as HTMLElement;

/** The deal: six cards and five, the rest is the draw pile; the dealer's opponent moves first. */
export const Deal: Story = {
  args: { at: () => cuttle.setup({ players: 2, seed: "table-7" }) },
  play: async ({ canvasElement }) => {
    const c = table(canvasElement);
    await expect(c.getByRole("group", { name: /Deck\s*41 cards/ })).toBeVisible();
  },
};

/** Scuttle: the nine of hearts takes the nine of clubs (same rank, higher suit). */
export const Scuttle: Story = {
  play: async ({ canvasElement, args }) => {
    const c = table(canvasElement);
    await userEvent.click(byName(canvasElement, "nine of hearts"));
    await userEvent.click(c.getByRole("button", { name: "Scuttle …" }));
    await userEvent.click(byName(canvasElement, "nine of clubs"));
    await expect(c.getByText("Scuttle the nine of clubs with the nine of hearts")).toBeVisible();
    await userEvent.click(c.getByRole("button", { name: "Confirm" }));
    await expect(args.onMove).toHaveBeenCalledWith({
      seat: 0,
      action: "scuttle",
      args: { card: "9H", target: "9C" },
    });
    // Both nines are in the scrap now.
    await expect(c.getByRole("group", { name: /Scrap\s*5 cards/ })).toBeVisible();
  },
};

/**
 * Keyboard only: Tab reaches the first card you can play (its focus ring drawn), arrows move
 * along the hand, Enter picks; the jack's targets are listed in the bar; Confirm takes the focus.
 */
export const KeyboardOnly: Story = {
  play: async ({ canvasElement, args }) => {
    const c = table(canvasElement);
    const focused = () => document.activeElement?.getAttribute("data-ref");
    for (let i = 0; i < 8 && focused() !== "9H"; i++) await userEvent.tab();
    await expect(focused()).toBe("9H");
    await expect(getComputedStyle(document.activeElement as Element).outlineStyle).toBe("solid");
    await userEvent.keyboard("{ArrowRight}");
    await expect(focused()).toBe("JS");
    await userEvent.keyboard("{Enter}");
    within(c.getByRole("group", { name: "Choose the target" }))
      .getByRole("button", { name: "ten of spades" })
      .focus();
    await userEvent.keyboard("{Enter}");
    await expect(c.getByRole("button", { name: "Confirm" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onMove).toHaveBeenCalledWith({
      seat: 0,
      action: "jack",
      args: { card: "JS", target: "10S" },
    });
  },
};

/** A jack steals the ten of spades: it moves to your points with the jack on it. */
export const StealWithJack: Story = {
  play: async ({ canvasElement, args }) => {
    const c = table(canvasElement);
    await userEvent.click(byName(canvasElement, "jack of spades"));
    await userEvent.click(byName(canvasElement, "ten of spades"));
    await userEvent.click(c.getByRole("button", { name: "Confirm" }));
    await expect(args.onMove).toHaveBeenCalledWith({
      seat: 0,
      action: "jack",
      args: { card: "JS", target: "10S" },
    });
    const mine = c.getByRole("region", { name: "Ada (you)" });
    await expect(within(mine).getByRole("list", { name: "on ten of spades" })).toBeVisible();
  },
};

/** Answering a one-off: Bot played a six; you may counter with the two of diamonds, or pass. */
export const CounterOrPass: Story = {
  args: { at: () => cuttleAt(counterSpot.spec, counterSpot.moves), seat: 1 },
  play: async ({ canvasElement, args }) => {
    const c = table(canvasElement);
    await expect(c.getByRole("img", { name: "six of spades, top card" })).toBeVisible();
    await userEvent.click(c.getByRole("button", { name: "Pass" }));
    await expect(args.onMove).toHaveBeenCalledWith({ seat: 1, action: "pass", args: {} });
  },
};

/** A three: the scrap unfolds so a card inside can be taken. */
export const TakeFromScrap: Story = {
  args: { at: () => cuttleAt(scrapSpot.spec, scrapSpot.moves) },
  play: async ({ canvasElement, args }) => {
    const c = table(canvasElement);
    await userEvent.click(byName(canvasElement, "jack of diamonds"));
    await userEvent.click(c.getByRole("button", { name: "Confirm" }));
    await expect(args.onMove).toHaveBeenCalledWith({ seat: 0, action: "take", args: { card: "JD" } });
  },
};

/** A four: you must discard two cards of your choice, one at a time. */
export const DiscardTwo: Story = {
  args: { at: () => cuttleAt(fourSpot.spec, fourSpot.moves), seat: 1 },
  play: async ({ canvasElement, args }) => {
    const c = table(canvasElement);
    await userEvent.click(byName(canvasElement, "three of diamonds"));
    await userEvent.click(c.getByRole("button", { name: "Confirm" }));
    await userEvent.click(byName(canvasElement, "jack of spades"));
    await userEvent.click(c.getByRole("button", { name: "Confirm" }));
    await expect(args.onMove).toHaveBeenLastCalledWith({ seat: 1, action: "discard", args: { card: "JS" } });
    // The four resolved and Ada's turn ended: it is your turn now.
    await expect(c.getByRole("heading", { name: "Your move" })).toBeVisible();
  },
};

/**
 * Jacks stacked on a stolen card (two jacks: Ada has it back), glasses (an eight in Ada's royals)
 * show Bot's hand, Bot's queen guards Bot's cards from jacks.
 */
export const JacksGlassesQueen: Story = {
  args: { at: () => cuttleAt(jacksAndGlasses) },
  play: async ({ canvasElement }) => {
    const c = table(canvasElement);
    const bot = c.getByRole("region", { name: "Bot" });
    await expect(within(bot).getByRole("img", { name: "seven of spades" })).toBeVisible();
    await expect(c.getByRole("list", { name: "on ten of hearts" })).toBeVisible();
    // The jack of hearts cannot be played: Bot's queen guards Bot's point cards.
    await expect(c.getByRole("img", { name: "jack of hearts" })).toBeVisible();
    await expect(c.queryByRole("button", { name: "Steal with jack …" })).toBeNull();
  },
};

/** A seven turned up the king of hearts: it must be played now, from the revealed row. */
export const SevenRevealed: Story = {
  args: { at: () => cuttleAt(sevenSpot.spec, sevenSpot.moves) },
  play: async ({ canvasElement, args }) => {
    const c = table(canvasElement);
    await expect(c.getByRole("group", { name: /Revealed by a seven\s*1 card/ })).toBeVisible();
    await userEvent.click(byName(canvasElement, "king of hearts"));
    await userEvent.click(c.getByRole("button", { name: "Confirm" }));
    await expect(args.onMove).toHaveBeenCalledWith({ seat: 0, action: "permanent", args: { card: "KH" } });
  },
};

/** cuttle.cards rules: the nine of hearts came back frozen (a badge, spoken); offer a draw or concede. */
export const FrozenCard: Story = {
  args: { at: () => cuttleAt(frozenSpot) },
  play: async ({ canvasElement }) => {
    const c = table(canvasElement);
    await expect(c.getByRole("img", { name: "nine of hearts, frozen" })).toBeVisible();
    await expect(c.getByRole("button", { name: "Offer a draw" })).toBeVisible();
  },
};

/** Game over: Ada reached 21 points. */
export const GameOver: Story = {
  args: { at: () => cuttleAt(winningSpot.spec, winningSpot.moves) },
  play: async ({ canvasElement }) => {
    const c = table(canvasElement);
    await expect(c.getByRole("heading", { name: /Game over: You win/ })).toBeVisible();
    await expect(c.getAllByText("winner")[0]).toBeVisible();
  },
};

/** A spectator sees no hand. */
export const Spectator: Story = {
  args: { at: () => cuttleAt(scuttleSpot), seat: "spectator" },
  play: async ({ canvasElement }) => {
    const c = table(canvasElement);
    await expect(c.queryByRole("img", { name: "nine of hearts" })).toBeNull();
    await expect(c.getByRole("heading", { name: "Ada to move" })).toBeVisible();
  },
};

/**
 * A whole hand, played to its end inside the story: the play function makes every one of your
 * decisions through the table's own controls (cards, actions, targets, Confirm), picking among
 * what is offered with a seeded sequence; the bot answers at once. The moves made through the
 * controls replay as the same game.
 */
export const PlayAFullHand: Story = {
  args: { at: () => cuttle.setup({ players: 2, seed: "story-full-hand" }), autoplay: true },
  render: (args) => (
    <GameTable
      engine={cuttle}
      start={args.at}
      seat={0}
      botDelay={0}
      restartable={true}
      seatNames={["You", "Random bot"]}
      onMove={args.onMove}
    />
  ),
  play: async ({ canvasElement, args }) => {
    const c = table(canvasElement);
    const decisions = await playToTheEnd(canvasElement, seeded(42));
    await expect(c.getByRole("heading", { name: /^Game over/ })).toBeVisible();
    await expect(decisions).toBeGreaterThan(1);
    const moves = (args.onMove as ReturnType<typeof fn>).mock.calls.map((call) => call[0] as Move);
    await expect(moves.some((m) => m.seat === 0)).toBe(true);
    await expect(moves.some((m) => m.seat === 1)).toBe(true);
    const replayed = cuttle.replay({
      game: "cuttle",
      rulesVersion: cuttle.meta.rulesVersion,
      seed: "story-full-hand",
      players: 2,
      variant: "classic",
      options: {},
      moves,
    });
    const outcome = cuttle.outcome(replayed);
    await expect(outcome).not.toBeNull();
    const shown =
      outcome?.winners.length === 0 ? /a draw/ : outcome?.winners[0] === 0 ? /You win/ : /Random bot wins/;
    await expect(c.getByRole("heading", { name: /^Game over/ }).textContent).toMatch(shown);
    // "Play again" deals a new hand.
    await userEvent.click(c.getByRole("button", { name: "Play again" }));
    await expect(c.queryByRole("heading", { name: /^Game over/ })).toBeNull();
  },
};

/**
 * Play a whole hand against a random bot: every legal move is offered, the bot answers, "Play
 * again" deals a new hand. (The play function only makes the first move.)
 */
export const PlayAgainstBot: Story = {
  args: { at: () => cuttle.setup({ players: 2, seed: "story-1" }), autoplay: true, botDelay: 500 },
  render: (args) => (
    <GameTable
      engine={cuttle}
      start={(game) => (game === 0 ? args.at() : cuttle.setup({ players: 2, seed: `story-${game + 1}` }))}
      seat={0}
      botDelay={args.botDelay}
      seatNames={["You", "Random bot"]}
      onMove={args.onMove}
    />
  ),
  play: async ({ canvasElement, args }) => {
    const c = table(canvasElement);
    await waitFor(() => expect(c.getByRole("heading", { name: "Your move" })).toBeVisible(), {
      timeout: 60_000,
    });
    await userEvent.click(c.getByRole("button", { name: "Draw" }));
    await expect(args.onMove).toHaveBeenCalledWith({ seat: 0, action: "draw", args: {} });
    await waitFor(() => expect(c.getByRole("heading", { name: "Your move" })).toBeVisible(), {
      timeout: 60_000,
    });
  },
};
