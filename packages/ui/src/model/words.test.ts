import cuttle from "@ludic/cuttle";
import { describe, expect, it } from "vitest";
import { duel } from "../fixtures/duel.js";
import { catalogueOf } from "./catalogue.js";
import { cardFlags, tableVars } from "./flags.js";
import { humanize, ordinal, seatName } from "./labels.js";
import { logParts, logText } from "./log.js";
import { emptySkin } from "./skin.js";
import { makeWords } from "./words.js";

describe("words", () => {
  const words = makeWords(
    cuttle.meta,
    catalogueOf(cuttle.meta),
    emptySkin,
    ["Ada", "Bot"],
    (k) => `the ${k}`,
  );

  it("uses the rules' sentences and labels (`say`, `label`)", () => {
    expect(words.describe({ seat: 0, action: "scuttle", args: { card: "9H", target: "9C" } })).toBe(
      "Scuttle the nine of clubs with the nine of hearts",
    );
    // A card the reader did not see has its own article; a sentence's argument missing is "?".
    expect(words.describe({ seat: 0, action: "discard", args: { card: "a hidden card" } })).toBe(
      "Discard a hidden card",
    );
    expect(words.describe({ seat: 0, action: "scuttle", args: { card: "9H" } })).toBe(
      "Scuttle ? with the nine of hearts",
    );
    expect(words.actionLabel("targetedOneOff")).toBe("One-off at a target");
    // No label: the action's name, humanized.
    expect(words.actionLabel("scuttle")).toBe("Scuttle");
  });

  it("lets an app's skin word a move or an action before the rules", () => {
    const skinned = makeWords(cuttle.meta, catalogueOf(cuttle.meta), {
      actionLabel: (a) => (a === "scuttle" ? "Sink" : undefined),
      describeMove: (m) => (m.action === "scuttle" ? "Sink it" : undefined),
    });
    expect(skinned.actionLabel("scuttle")).toBe("Sink");
    expect(skinned.actionLabel("targetedOneOff")).toBe("One-off at a target");
    expect(skinned.describe({ seat: 0, action: "scuttle", args: { card: "9H", target: "9C" } })).toBe(
      "Sink it",
    );
  });

  it("falls back to generic words", () => {
    const generic = makeWords(duel.meta, catalogueOf(duel.meta), emptySkin);
    expect(generic.describe({ seat: 0, action: "play", args: { card: "stars-2" } })).toBe(
      "Play (card: 2 of stars)",
    );
    expect(generic.describe({ seat: 0, action: "go", args: {} })).toBe("Go");
    expect(generic.value({ name: "to", type: "seat" }, 2)).toBe("Seat 3");
    expect(generic.value({ name: "hex", type: "cell" }, "r0c4")).toBe("row 1, column 5");
    expect(generic.value({ name: "card", type: "card" }, "display[1]@0")).toBe(
      "face-down card, first in Display[1]",
    );
    expect(generic.value({ name: "as", type: "DragonAs" }, "asArcher")).toBe("as archer");
    expect(generic.value({ name: "col", type: "int" }, 0)).toBe("column 1");
    expect(generic.value({ name: "amount", type: "int" }, 0)).toBe("0");
  });

  it("humanizes names", () => {
    expect(humanize("targetedOneOff")).toBe("Targeted one off");
    expect(humanize("scrap_jack")).toBe("Scrap jack");
    expect(seatName(1)).toBe("Seat 2");
    expect(seatName(1, ["Ada", "Bot"])).toBe("Bot");
    expect(ordinal(2)).toBe("second");
    expect(ordinal(12)).toBe("12th");
  });
});

describe("log", () => {
  const cat = catalogueOf(cuttle.meta);
  it("turns card ids into names and seats into seat names", () => {
    expect(logText("seat 0 scuttles 9C with 9H", cat, ["Ada", "Bot"])).toBe(
      "Ada scuttles nine of clubs with nine of hearts",
    );
    expect(logParts("seat 1 counters with 2D.", cat)).toEqual([
      { kind: "seat", seat: 1, name: "Seat 2" },
      { kind: "text", text: " counters with " },
      { kind: "card", id: "2D", name: "two of diamonds" },
      { kind: "text", text: "." },
    ]);
    expect(logText("seat 0 builds orange-1 on r2c3", cat)).toBe("Seat 1 builds orange-1 on row 3, column 4");
  });
});

describe("flags", () => {
  it("shows set card variables on their cards and plain variables on the table", () => {
    const s = cuttle.position({
      variant: "cuttle-cards",
      zones: { "hand[0]": ["9H"] },
      vars: { "frozen[9H]": true },
    });
    const view = cuttle.view(s, 0);
    expect(cardFlags(view, catalogueOf(cuttle.meta)).get("9H")).toEqual(["frozen"]);
    expect(cardFlags(view, catalogueOf(cuttle.meta)).get("9C")).toBeUndefined();
    expect(tableVars(view)).toContainEqual({ key: "passes", name: "Passes", value: "0" });
  });
});
