import { describe, expect, it } from "vitest";

import { gameIdOf, inferEngines } from "./plugin.js";

const files: Record<string, string> = {
  "rules/cuttle/cuttle.ludic": '// Cuttle\ngame cuttle {\n  title "Cuttle"\n}\n',
  "rules/cuttle/cuttle-cards.ludic": 'variant "cuttle-cards" extends "classic" {\n}\n',
  "rules/draft/notes.ludic": "/* game draft { */\nenum X { A }\n",
  "rules/examples/tic-tac-toe/tic-tac-toe.ludic": 'game tic-tac-toe {\n  title "Tic-tac-toe"\n}\n',
  "rules/examples/deep/nested/x.ludic": 'game deep {\n  title "Too deep"\n}\n',
};

describe("the Ludic Nx plugin", () => {
  it("reads the game id from a base file only", () => {
    expect(gameIdOf(files["rules/cuttle/cuttle.ludic"] as string)).toBe("cuttle");
    expect(gameIdOf(files["rules/cuttle/cuttle-cards.ludic"] as string)).toBeNull();
    expect(gameIdOf(files["rules/draft/notes.ludic"] as string)).toBeNull();
  });

  it("infers one engine project with a cached generate target per game folder", () => {
    const results = inferEngines(Object.keys(files), undefined, (f) => files[f] as string);
    expect(results.map(([source]) => source)).toEqual([
      "rules/cuttle/cuttle.ludic",
      "rules/examples/tic-tac-toe/tic-tac-toe.ludic",
    ]);
    const [source, result] = results[0] ?? [];
    expect(source).toBe("rules/cuttle/cuttle.ludic");
    const project = result?.projects?.["packages/engines/cuttle"];
    expect(project?.name).toBe("@ludic/cuttle");
    expect(project?.tags).toEqual(["ludic:engine", "layer:engine"]);
    const target = project?.targets?.generate;
    expect(target?.command).toBe("node --import tsx tools/ludic/src/bin.ts build rules/cuttle");
    expect(target?.cache).toBe(true);
    expect(target?.inputs).toContain("{workspaceRoot}/rules/cuttle/*.ludic");
    expect(target?.outputs).toContain("{workspaceRoot}/packages/engines/cuttle/src");
  });

  it("finds example games under rules/examples/<game>/, with hyphenated ids", () => {
    const results = inferEngines(Object.keys(files), undefined, (f) => files[f] as string);
    const project = results[1]?.[1].projects?.["packages/engines/tic-tac-toe"];
    expect(project?.name).toBe("@ludic/tic-tac-toe");
    expect(project?.targets?.generate?.command).toBe(
      "node --import tsx tools/ludic/src/bin.ts build rules/examples/tic-tac-toe",
    );
    expect(project?.targets?.generate?.inputs).toContain(
      "{workspaceRoot}/rules/examples/tic-tac-toe/*.ludic",
    );
  });

  it("honours the target name option", () => {
    const results = inferEngines(
      ["rules/cuttle/cuttle.ludic"],
      { targetName: "gen" },
      (f) => files[f] as string,
    );
    expect(Object.keys(results[0]?.[1].projects?.["packages/engines/cuttle"]?.targets ?? {})).toEqual([
      "gen",
    ]);
  });
});
