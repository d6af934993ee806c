import { describe, expect, it } from "vitest";
import { sourceLocations } from "./locations.js";

describe("sourceLocations", () => {
  it("decodes three numbers per location, the first a file's index", () => {
    expect(sourceLocations(["a.ludic", "b.ludic"], [0, 12, 3, 1, 4, 7, 0, 1, 1])).toEqual([
      { file: "a.ludic", line: 12, column: 3 },
      { file: "b.ludic", line: 4, column: 7 },
      { file: "a.ludic", line: 1, column: 1 },
    ]);
    expect(sourceLocations([], [])).toEqual([]);
  });

  it("gives the keys in the order a written object has them", () => {
    expect(Object.keys(sourceLocations(["a"], [0, 1, 2])[0] ?? {})).toEqual(["file", "line", "column"]);
  });
});
