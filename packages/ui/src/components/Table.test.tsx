import cuttle, { type Move } from "@ludic/cuttle";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cuttleAt, scuttleSpot, sevenSpot } from "../../stories/games/cuttle-positions.js";
import { duel, duelStart } from "../fixtures/duel.js";
import { hexland, hexlandAt, hexlandSkin } from "../fixtures/hexland.js";
import { noughts } from "../fixtures/noughts.js";
import { GameTable } from "./GameTable.js";
import { Table } from "./Table.js";

afterEach(cleanup);

const state = cuttleAt(scuttleSpot);

function cuttleTable(onMove = vi.fn()) {
  render(
    <Table
      meta={cuttle.meta}
      view={cuttle.view(state, 0)}
      moves={cuttle.legalMoves(state, 0)}
      onMove={onMove}
      seatNames={["Ada", "Bot"]}
    />,
  );
  return onMove;
}

describe("Table", () => {
  it("lays out the seats (viewer last), the middle and the decision", () => {
    cuttleTable();
    const regions = screen
      .getAllByRole("region")
      .map((r) => r.getAttribute("aria-label") ?? r.getAttribute("aria-labelledby"));
    expect(regions.slice(0, 3)).toEqual(["Bot", "Table", "Ada (you)"]);
    expect(screen.getByRole("heading", { name: "Your move" })).toBeTruthy();
    // The other hand is hidden: backs only.
    const bot = screen.getByRole("region", { name: "Bot" });
    expect(within(bot).getAllByRole("img", { name: "face-down card" })).toHaveLength(5);
  });

  it("plays a move by mouse: card, action, target, confirm", async () => {
    const onMove = cuttleTable();
    await userEvent.click(screen.getAllByRole("button", { name: "nine of hearts" })[0] as HTMLElement);
    await userEvent.click(screen.getByRole("button", { name: "Scuttle …" }));
    await userEvent.click(screen.getAllByRole("button", { name: "nine of clubs" })[0] as HTMLElement);
    await userEvent.click(screen.getByRole("button", { name: "Confirm" }));
    expect(onMove).toHaveBeenCalledWith({ seat: 0, action: "scuttle", args: { card: "9H", target: "9C" } });
  });

  it("plays a move by keyboard only", async () => {
    const onMove = cuttleTable();
    const user = userEvent.setup();
    // Tab through the table (the scrap's "Show all" comes first) to the first card that can be played.
    const focused = () => document.activeElement?.getAttribute("data-ref");
    for (let i = 0; i < 5 && focused() !== "9H"; i++) await user.tab();
    expect(focused()).toBe("9H");
    await user.keyboard("{ArrowRight}");
    expect(focused()).toBe("JS");
    await user.keyboard("{Enter}");
    // Targets of the jack are buttons now; pick the ten of spades from the bar's list.
    const choices = screen.getByRole("group", { name: "Choose the target" });
    within(choices).getByRole("button", { name: "ten of spades" }).focus();
    await user.keyboard("{Enter}");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Confirm" }));
    await user.keyboard("{Enter}");
    expect(onMove).toHaveBeenCalledWith({ seat: 0, action: "jack", args: { card: "JS", target: "10S" } });
  });

  it("Escape cancels a choice wherever the focus is", async () => {
    const onMove = cuttleTable();
    await userEvent.click(screen.getAllByRole("button", { name: "nine of hearts" })[0] as HTMLElement);
    expect(screen.getByText("Chosen:")).toBeTruthy();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByText("Chosen:")).toBeNull();
    expect(onMove).not.toHaveBeenCalled();
  });

  it("picks a hex cell on the board", async () => {
    const s = hexlandAt(4);
    const onMove = vi.fn();
    const moves = hexland.legalMoves(s, 0);
    render(
      <Table
        meta={hexland.meta}
        view={hexland.view(s, 0)}
        moves={moves}
        onMove={onMove}
        skin={hexlandSkin}
      />,
    );
    const hex = String(moves[0]?.args.hex);
    const cell = document.querySelector(`[data-cell="${hex}"]`);
    expect(cell?.getAttribute("role")).toBe("button");
    await userEvent.click(cell as Element);
    await userEvent.click(screen.getByRole("button", { name: "Confirm" }));
    expect(onMove).toHaveBeenCalledWith({ seat: 0, action: "build", args: { hex } });
  });
});

/** Plays through the decision bar like a person who picks among the offered controls at random. */
async function playOneDecision(pickIndex: () => number): Promise<void> {
  const user = userEvent.setup({ delay: null });
  for (let step = 0; step < 6; step++) {
    const bar = screen.getByRole("region", { name: /Your move|Your secret choice/ });
    const confirm = within(bar).queryByRole("button", { name: /Confirm|Commit face down/ });
    if (confirm) {
      await user.click(confirm);
      return;
    }
    const controls = within(bar)
      .getAllByRole("button")
      .filter((b) => !/^(Back|Cancel)$/.test(b.textContent ?? ""));
    const chosen = controls[pickIndex() % controls.length] as HTMLElement;
    const immediate = chosen.closest("[aria-label='Moves']") !== null;
    await user.click(chosen);
    if (immediate) return;
  }
  throw new Error("no move after six steps");
}

function seeded(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s >>> 8;
  };
}

/**
 * How long one step of a game may take before it counts as hung: the bot answers at once
 * (botDelay 0), so a step takes milliseconds; this is a hang guard, not a speed limit. Whole games
 * get their test's guard (the config's, tools/ci/timeouts.mjs, or their own).
 */
const STEP_GUARD_MS = 60_000;

describe("GameTable", () => {
  it("a person plays a whole Cuttle hand against the random bot through the controls", async () => {
    const moves: Move[] = [];
    render(
      <GameTable
        engine={cuttle}
        start={() => cuttle.setup({ players: 2, seed: "ui-full-hand" })}
        seat={0}
        botDelay={0}
        seatNames={["Ada", "Bot"]}
        onMove={(m) => moves.push(m as Move)}
      />,
    );
    const next = seeded(42);
    for (let turn = 0; turn < 400; turn++) {
      await waitFor(
        () => expect(screen.getByRole("heading", { name: /^(Your move|Game over)/ })).toBeTruthy(),
        { timeout: STEP_GUARD_MS },
      );
      if (screen.queryByRole("heading", { name: /^Game over/ })) break;
      await playOneDecision(next);
    }
    expect(screen.getByRole("heading", { name: /^Game over/ })).toBeTruthy();
    expect(moves.some((m) => m.seat === 0)).toBe(true);
    expect(moves.some((m) => m.seat === 1)).toBe(true);
    // The record replays: the moves made through the UI are the game.
    const replayed = cuttle.replay({
      game: "cuttle",
      rulesVersion: cuttle.meta.rulesVersion,
      seed: "ui-full-hand",
      players: 2,
      variant: "classic",
      options: {},
      moves,
    });
    expect(cuttle.outcome(replayed)).not.toBeNull();
    // Play again deals a new hand.
    await userEvent.click(screen.getByRole("button", { name: "Play again" }));
    expect(screen.queryByRole("heading", { name: /^Game over/ })).toBeNull();
  }, 600_000);

  it("simultaneous commits and go/stop against the bot, to the end", async () => {
    render(<GameTable engine={duel} start={duelStart} seat={0} botDelay={0} />);
    const next = seeded(7);
    for (let turn = 0; turn < 60; turn++) {
      await waitFor(
        () =>
          expect(
            screen.getByRole("heading", { name: /^(Your move|Your secret choice|Game over)/ }),
          ).toBeTruthy(),
        { timeout: STEP_GUARD_MS },
      );
      if (screen.queryByRole("heading", { name: /^Game over/ })) break;
      await playOneDecision(next);
    }
    expect(screen.getByRole("heading", { name: /^Game over/ })).toBeTruthy();
  });

  it("tic-tac-toe against the bot ends with a result", async () => {
    render(
      <GameTable
        engine={noughts}
        start={() => noughts.setup({ players: 2, seed: "t" })}
        seat={1}
        botDelay={0}
      />,
    );
    const next = seeded(3);
    for (let turn = 0; turn < 10; turn++) {
      await waitFor(
        () => expect(screen.getByRole("heading", { name: /^(Your move|Game over)/ })).toBeTruthy(),
        { timeout: STEP_GUARD_MS },
      );
      if (screen.queryByRole("heading", { name: /^Game over/ })) break;
      await playOneDecision(next);
    }
    expect(screen.getByRole("heading", { name: /^Game over/ })).toBeTruthy();
  });
});

describe("Table: what the rules say about themselves", () => {
  it("shows the rules' score lines and hides their internal variables", () => {
    cuttleTable();
    const you = screen.getByRole("region", { name: "Ada (you)" });
    // points[0] holds 7♥ and 4♠; no king: goal 21 (CU-18, CU-19), from `show score` / `show goal`.
    const figure = (label: string) =>
      within(you)
        .getAllByText(label)
        .find((el) => el.tagName === "DT")?.nextElementSibling?.textContent;
    expect(figure("Points")).toBe("11");
    expect(figure("Goal")).toBe("21");
    // `internal passes`: never shown as player information.
    expect(screen.queryByText("Passes")).toBeNull();
  });

  it("says what an action does, in the move menu and once it is chosen", async () => {
    cuttleTable();
    await userEvent.click(screen.getAllByRole("button", { name: "nine of hearts" })[0] as HTMLElement);
    const menu = screen.getByText("What these moves do").closest("details") as HTMLElement;
    expect(within(menu).getByText(/^Scrap one of your opponent's point cards/)).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Scuttle …" }));
    expect(screen.getByText(/^Scrap one of your opponent's point cards/).closest(".ludic-help")).toBeTruthy();
  });

  it("says what a card does on hover and focus", () => {
    cuttleTable();
    const nine = document.querySelector('button.ludic-card[data-ref="9H"]') as HTMLElement;
    expect(nine).toBeTruthy();
    expect(screen.getAllByRole("button", { name: "nine of hearts" })).toContain(nine);
    const help = document.getElementById(nine.getAttribute("aria-describedby") ?? "");
    expect(help?.textContent).toBe("9 points, or a one-off: a permanent goes back to its owner's hand.");
  });

  it("says why a decision is asked while a one-off resolves", () => {
    const st = cuttleAt(sevenSpot.spec, sevenSpot.moves);
    render(
      <Table
        meta={cuttle.meta}
        view={cuttle.view(st, 0)}
        moves={cuttle.legalMoves(st, 0)}
        onMove={vi.fn()}
        seatNames={["Ada", "Bot"]}
      />,
    );
    expect(screen.getByText(/^A 7 resolves: the top card of the deck must be played at once/)).toBeTruthy();
  });

  it("names each seat's mark (Tic-tac-toe)", async () => {
    const ttt = (await import("@ludic/tic-tac-toe")).default;
    const st = ttt.setup({ players: 2, seed: "m" });
    render(
      <Table meta={ttt.meta} view={ttt.view(st, 1)} moves={[]} onMove={vi.fn()} seatNames={["Ada", "You"]} />,
    );
    const you = screen.getByRole("region", { name: "You" });
    expect(within(you).getByText("Plays").nextElementSibling?.textContent).toBe("noughts (O)");
  });
});
