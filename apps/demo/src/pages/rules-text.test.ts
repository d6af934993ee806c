import { describe, expect, it } from "vitest";
import { withoutLeadingIds } from "./Rules.js";

describe("rules-page notes", () => {
  it("drop the rule ids they start with (they show as badges)", () => {
    expect(withoutLeadingIds("CU-4: consecutive passes so far")).toBe("consecutive passes so far");
    expect(withoutLeadingIds("CU-8, CU-14, CU-17 What a 2 or a 9 may aim at")).toBe(
      "What a 2 or a 9 may aim at",
    );
    expect(withoutLeadingIds("CU-6, CU-7, CU-9..CU-13")).toBe("");
    expect(withoutLeadingIds("CU-3")).toBe("");
    expect(withoutLeadingIds("Classic: nothing happens (CU-3).")).toBe("Classic: nothing happens (CU-3).");
  });
});
