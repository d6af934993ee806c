import cuttle from "@ludic/cuttle";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TableCard } from "../model/cards.js";
import { catalogueOf } from "../model/catalogue.js";
import { Card } from "./Card.js";
import { CardSlot } from "./CardSlot.js";
import { Hand, Pile } from "./Zones.js";

const cat = catalogueOf(cuttle.meta);
const up = (id: string, ...attached: TableCard[]): TableCard => ({
  ref: id,
  card: cat.get(id) ?? null,
  attached,
});
const down = (ref: string): TableCard => ({ ref, card: null, attached: [] });

afterEach(cleanup);

describe("Card", () => {
  it("is an image named like the card when it cannot be picked", () => {
    render(<Card card={up("10H")} />);
    expect(screen.getByRole("img", { name: "ten of hearts" })).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("is a button when it can be picked, and picking gives its ref", async () => {
    const onPick = vi.fn();
    render(<Card card={up("QS")} pickable onPick={onPick} />);
    await userEvent.click(screen.getByRole("button", { name: "queen of spades" }));
    expect(onPick).toHaveBeenCalledWith("QS");
  });

  it("says it is selected (aria-pressed) and shows a mark, not only a colour", () => {
    render(<Card card={up("QS")} selected />);
    const b = screen.getByRole("button", { name: "queen of spades" });
    expect(b.getAttribute("aria-pressed")).toBe("true");
    expect(b.querySelector(".ludic-mark--selected")?.textContent).toBe("✓");
  });

  it("a face-down card has no identity", () => {
    render(<Card card={down("hand[1]@2")} pickable onPick={() => {}} />);
    const b = screen.getByRole("button", { name: "face-down card" });
    expect(b.textContent).not.toMatch(/hearts|spades|clubs|diamonds/);
    expect(b.getAttribute("data-ref")).toBe("hand[1]@2");
  });
});

describe("zones", () => {
  it("a hidden hand shows backs and its count", () => {
    render(<Hand label="Hand of Bot" cards={[down("hand[1]@0"), down("hand[1]@1")]} />);
    expect(screen.getAllByRole("img", { name: "face-down card" })).toHaveLength(2);
    expect(screen.getByRole("group", { name: /Hand of Bot\s*2 cards/ })).toBeTruthy();
  });

  it("a pile shows its top card and unfolds", async () => {
    render(<Pile label="Scrap" cards={[up("KS"), up("2C")]} />);
    expect(screen.getByRole("img", { name: "king of spades, top card" })).toBeTruthy();
    expect(screen.queryByRole("img", { name: "two of clubs" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Show all 2" }));
    expect(screen.getByRole("img", { name: "two of clubs" })).toBeTruthy();
  });

  it("attached cards are listed on their host", () => {
    render(
      <ul>
        <CardSlot card={up("10H", up("JC"), up("JD"))} />
      </ul>,
    );
    const on = screen.getByRole("list", { name: "on ten of hearts" });
    expect(on.querySelectorAll("li")).toHaveLength(2);
  });
});
