/**
 * A zone, variable or option may be named like an Object.prototype member: `__proto__`,
 * `constructor`, `toString`. Each is real data — in `setup()`'s options, in the state, and in every
 * view's `zones`, `vars` and `options` — never the prototype, and never a member read from it.
 */
import type { Engine } from "@ludic/runtime";
import { describe, expect, it } from "vitest";
import { loadEngine } from "../testing/compile-and-load.js";

const NAMES = ["__proto__", "constructor", "toString"] as const;

/** A two-seat game whose deck zone, score variable and step option have the given names. */
function rules(zone: string, variable: string, option: string): string {
  return `
game protonames {
  title "Prototype names"
  players 2
  variant "base"
  version "1.0.0"
}

card Chip { n: int }
cards Chip into ${zone} {
  card "c1" { n: 1 }
  card "c2" { n: 2 }
}

zone ${zone}: pile, public
zone taken[seat]: row, public
var ${variable}: int = 7
option ${option}: int = 2 in 1..3

rule play(starter: seat) {
  let s = starter
  loop {
    choose s {
      take(c: ${zone}) {
        move c to taken[s]
        ${variable} += ${option}
      }
      stop when size(${zone}) == 0 { finish [s] "done" }
    }
    s = next(s)
  }
}

flow { play(seats[0]) }
`;
}

/** Each name once as a zone, once as a variable and once as an option. */
const CASES = NAMES.map((zone, i) => ({
  zone,
  variable: NAMES[(i + 1) % 3] as string,
  option: NAMES[(i + 2) % 3] as string,
}));

const own = (o: object | undefined, key: string): unknown =>
  o !== undefined && Object.hasOwn(o, key) ? (o as Record<string, unknown>)[key] : "missing";

describe.each(CASES)("zone $zone, variable $variable, option $option", ({ zone, variable, option }) => {
  let engine: Engine;

  it("compiles, and setup() takes the option by its name", async () => {
    engine = await loadEngine(`protonames-${zone.replace(/_/g, "")}`, {
      "protonames.ludic": rules(zone, variable, option),
    });
    // JSON.parse makes `__proto__` an own key, as an app reading options from JSON would get.
    const given = JSON.parse(`{ ${JSON.stringify(option)}: 3 }`);
    const st = engine.setup({ players: 2, seed: "names", options: given });
    expect(own(engine.view(st, 0).options, option)).toBe(3);
  });

  it("an option not given is its default, not the prototype's member", () => {
    const st = engine.setup({ players: 2, seed: "names" });
    expect(own(engine.view(st, "spectator").options, option)).toBe(2);
  });

  it("views show the zone and the variable as they change, through JSON too", () => {
    let st = engine.setup({ players: 2, seed: "names" });
    const first = engine.view(st, "spectator");
    expect((own(first.zones, zone) as { cards: unknown[] }).cards).toHaveLength(2);
    expect(own(first.vars, variable)).toBe(7);
    for (let i = 0; i < 2; i++) {
      const seat = engine.decisions(st)[0]?.seat as number;
      const take = engine.legalMoves(st, seat).find((m) => m.action === "take");
      st = engine.applyMove(st, take as never);
    }
    // A state that went through JSON keeps the names as data and is accepted.
    const v = engine.view(JSON.parse(JSON.stringify(st)), 1);
    expect((own(v.zones, zone) as { cards: unknown[] }).cards).toHaveLength(0);
    expect(own(v.vars, variable)).toBe(7 + 2 + 2);
    expect(own(v.options, option)).toBe(2);
    expect(Object.getPrototypeOf(v.zones)).toBe(Object.prototype);
  });
});
