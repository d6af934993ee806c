import { describe, expect, it } from "vitest";
import { parseRoute, type Route, routeHash } from "./route.js";

describe("routes", () => {
  it("round-trip through the hash", () => {
    const routes: Route[] = [
      { page: "home" },
      { page: "new", game: "cuttle", variant: null },
      { page: "new", game: "cuttle", variant: "cuttle-cards" },
      { page: "play" },
      { page: "rules", game: "sutu", anchor: null },
      { page: "rules", game: "sutu", anchor: "sutu-rule-turn" },
      { page: "replay", payload: null },
      { page: "replay", payload: "zAbc-_9" },
      { page: "online", table: null },
      { page: "online", table: "Xy_9-ab" },
      { page: "playground", payload: null },
      { page: "playground", payload: "pAbc-_9" },
    ];
    for (const r of routes) expect(parseRoute(routeHash(r))).toEqual(r);
  });

  it("reads the empty hash as home and anything else as missing", () => {
    expect(parseRoute("")).toEqual({ page: "home" });
    expect(parseRoute("#")).toEqual({ page: "home" });
    expect(parseRoute("#/nowhere")).toEqual({ page: "missing", hash: "#/nowhere" });
  });
});
