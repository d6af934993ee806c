import { describe, expect, it } from "vitest";

import { gameIdOf, inferEngines } from "./plugin.js";

const files: Record<string, string> = {
  "rules/cuttle/cuttle.ludic": '// Cuttle\ngame cuttle {\n  title "Cuttle"\n}\n',
  "rules/cuttle/cuttle-cards.ludic": 'variant "cuttle-cards" extends "classic" {\n}\n',
  "rules/draft/notes.ludic": "/* game draft { */\nenum X { A }\n",
};

describe("the Ludic Nx plugin", () => {
  it("reads the game id from a base file only", () => {
    expect(gameIdOf(files["rules/cuttle/cuttle.ludic"] as string)).toBe("cuttle");
    expect(gameIdOf(files["rules/cuttle/cuttle-cards.ludic"] as string)).toBeNull();
    expect(gameIdOf(files["rules/draft/notes.ludic"] as string)).toBeNull();
  });

  it("infers one engine project with a cached generate target per game folder", () => {
    const results = inferEngines(Object.keys(files), undefined, (f) => files[f] as string);
    expect(results).toHaveLength(1);
    const [source, result] = results[0] ?? [];
    expect(source).toBe("rules/cuttle/cuttle.ludic");
    const project = result?.projects?.["packages/engines/cuttle"];
    expect(project?.name).toBe("@ludic/cuttle");
    expect(project?.tags).toEqual(["ludic:engine"]);
    const target = project?.targets?.generate;
    expect(target?.command).toBe("node --import tsx tools/ludic/src/bin.ts build rules/cuttle");
    expect(target?.cache).toBe(true);
    expect(target?.inputs).toContain("{workspaceRoot}/rules/cuttle/*.ludic");
    expect(target?.outputs).toContain("{workspaceRoot}/packages/engines/cuttle/src");
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
