import { describe, expect, it } from "vitest";
import { ENGINES } from "../src/games.js";
import { loadEngines } from "../src/model/engines.js";
import { compareRuleIds, extractFile, paragraphs, ruleIdsIn, trailingComment } from "./extract.js";
import { readRulesPages, workspaceRoot } from "./read.js";

const SAMPLE = `// Sample — a tiny game.
//
// Model:
//   pile   the cards, top first

game sample {
  title "Sample"
  summary "Take cards."
  players 2
  variant "classic"
  version "1.0.0"
}

// ----------------------------------------------------------------
// §2 The cards
// ----------------------------------------------------------------

card Card { rank: int }
cards Card into pile { for r in 1..3 { card "c" + r { rank: r } } }

zone pile: pile, hidden   // SA-1: the draw pile
zone hand[seat]: hand, owner

// SA-2 A turn: take the top card, or pass.
// Passing twice ends the game.
rule turn(me: seat) {
  choose me {
    take when size(pile) > 0 {   // SA-3 "//" is not a comment in a string
      move top(pile) to hand[me]
    }
    pass { finish [] "passed" }
  }
}

flow { turn(seats[0]) }
`;

describe("comments", () => {
  it("finds the comment at the end of a line, not inside strings", () => {
    expect(trailingComment('move x  // SA-1 "a"')).toBe('SA-1 "a"');
    expect(trailingComment('log "a // b" + c')).toBeNull();
    expect(trailingComment('log "a \\" // b" // c')).toBe("c");
  });

  it("makes paragraphs, keeping indented ones as they are", () => {
    expect(paragraphs([" One", " two.", "", " Model:", "   pile  the cards"])).toEqual([
      { text: "One two.", pre: false },
      { text: "Model:\n  pile  the cards", pre: true },
    ]);
  });

  it("reads rule ids and orders them as people count", () => {
    expect(ruleIdsIn("CU-2, CU-10 and SU-D16; KB-E7; TTT-1; not X-1 or cu-2")).toEqual([
      "CU-2",
      "CU-10",
      "SU-D16",
      "KB-E7",
      "TTT-1",
    ]);
    expect(["CU-10", "SU-D1", "CU-2", "SU-9"].sort(compareRuleIds)).toEqual([
      "CU-2",
      "CU-10",
      "SU-9",
      "SU-D1",
    ]);
  });
});

describe("a rules file's page", () => {
  const page = extractFile("rules/sample/sample.ludic", SAMPLE);

  it("has the header, the opening comment and the sections", () => {
    expect(page.problems).toEqual([]);
    expect(page.header).toMatchObject({
      kind: "game",
      id: "sample",
      title: "Sample",
      summary: "Take cards.",
    });
    expect(page.header?.fields).toContainEqual({ key: "players", value: "2" });
    expect(page.intro).toEqual([
      { text: "Sample — a tiny game.", pre: false },
      { text: "Model:\n  pile   the cards, top first", pre: true },
    ]);
    expect(page.sections.map((s) => s.title)).toEqual(["§2 The cards"]);
  });

  it("gives each declaration its comments, rule ids, rules text and choices", () => {
    const items = page.sections.flatMap((s) => s.items);
    expect(items.map((i) => `${i.kind} ${i.name}`)).toEqual([
      "card Card",
      "cards Card into pile",
      "zone pile",
      "zone hand[seat]",
      "rule turn",
      "flow flow",
    ]);
    const pile = items.find((i) => i.name === "pile");
    expect(pile).toMatchObject({ notes: [{ text: "SA-1: the draw pile", pre: false }], ruleIds: ["SA-1"] });
    expect(pile?.code).toBe("zone pile: pile, hidden");
    const turn = items.find((i) => i.name === "turn");
    expect(turn?.notes).toEqual([
      { text: "SA-2 A turn: take the top card, or pass. Passing twice ends the game.", pre: false },
    ]);
    expect(turn?.ruleIds).toEqual(["SA-2", "SA-3"]);
    expect(turn?.code.startsWith("rule turn(me: seat) {")).toBe(true);
    expect(turn?.code.endsWith("}")).toBe(true);
    expect(turn?.choices).toEqual([
      {
        action: "take",
        params: [],
        when: "size(pile) > 0",
        note: 'SA-3 "//" is not a comment in a string',
        ruleIds: ["SA-3"],
        line: 28,
      },
      { action: "pass", params: [], when: null, note: null, ruleIds: [], line: 31 },
    ]);
  });

  it("reports syntax errors and still shows what it could read", () => {
    const broken = extractFile("x.ludic", `${SAMPLE}\nrule broken( {`);
    expect(broken.problems.length).toBeGreaterThan(0);
    expect(broken.problems[0]).toMatch(/^x\.ludic:\d+:\d+ LUD\d+ /);
    expect(broken.sections.flatMap((s) => s.items).some((i) => i.name === "turn")).toBe(true);
  });
});

describe("the games' rules pages", async () => {
  const { pages } = readRulesPages(workspaceRoot);
  const engines = await loadEngines(ENGINES);

  it("exist for every game of the app, with the engine's title and variants", () => {
    for (const engine of engines) {
      const page = pages[engine.meta.id];
      expect(page, engine.meta.id).toBeDefined();
      if (!page) continue;
      const [base, ...variants] = page.files;
      expect(base?.header).toMatchObject({
        kind: "game",
        title: engine.meta.title,
        summary: engine.meta.summary,
      });
      expect(base?.path).toBe(engine.meta.rulesFile);
      for (const v of variants) expect(engine.meta.variants.map((x) => x.id)).toContain(v.header?.id);
      for (const f of page.files) expect(f.problems, f.path).toEqual([]);
    }
  });

  it("offer every action of every engine somewhere in the rules text (nothing drifts)", () => {
    for (const engine of engines) {
      const page = pages[engine.meta.id];
      const offered = new Set(
        page?.files.flatMap((f) =>
          f.sections.flatMap((s) => s.items.flatMap((i) => i.choices.map((c) => c.action))),
        ),
      );
      for (const action of engine.meta.actions)
        expect(offered, `${engine.meta.id}: ${action.name}`).toContain(action.name);
    }
  });

  it("cite the Cuttle rule ids CU-1 … CU-19", () => {
    const ids = pages.cuttle?.ruleIds.map((r) => r.id) ?? [];
    expect(ids.filter((id) => id.startsWith("CU-"))).toEqual(
      Array.from({ length: 19 }, (_, i) => `CU-${i + 1}`),
    );
  });
});
