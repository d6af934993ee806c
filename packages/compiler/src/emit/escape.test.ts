/** The escaping functions: whatever the text, the emitted code means that text and nothing more. */
import { describe, expect, it } from "vitest";
import {
  commentText,
  dataLiteral,
  identifier,
  isReservedName,
  jsonTextLiteral,
  lookupTable,
  markdownCode,
  markdownText,
  propertyKey,
  stringLiteral,
} from "./escape.js";

const HOSTILE = [
  "T */ process.exit(9); /* ",
  "` ${globalThis.x = 1} `",
  '" \\ \\" \\\\',
  "a\u2028b\u2029c",
  "</script><script>alert(1)</script><!--",
  "line\nbreak\r\nand\ttab\u0000nul",
  "__proto__",
  "",
];

/** Evaluates an expression the way an engine's module would (no globals in reach but the usual). */
const evaluate = (code: string): unknown => new Function(`"use strict"; return (${code});`)();

describe("stringLiteral", () => {
  it.each(HOSTILE)("evaluates to the text itself: %j", (text) => {
    expect(evaluate(stringLiteral(text))).toBe(text);
  });

  it("leaves no raw line separator, `</script>` or `<!--` in the code", () => {
    for (const text of HOSTILE) {
      const code = stringLiteral(text);
      expect(code).not.toMatch(/[\u2028\u2029\n\r]/);
      expect(code.toLowerCase()).not.toContain("</script");
      expect(code).not.toContain("<!--");
    }
  });
});

describe("dataLiteral", () => {
  // JSON.parse makes `__proto__` an own key, as data read from anywhere may have it.
  const withOwnProto = JSON.parse(
    JSON.stringify({
      title: HOSTILE[0],
      p: "own",
      constructor: [1, "two", true, null],
      nested: { toString: HOSTILE[4], list: [{ a: HOSTILE[3] }] },
    }).replace('"p":', '"__proto__":'),
  ) as Record<string, unknown>;

  it("reads back as the same data, a `__proto__` key included as an own key", () => {
    for (const indent of [0, 2]) {
      const back = evaluate(dataLiteral(withOwnProto, indent)) as Record<string, unknown>;
      expect(Object.getPrototypeOf(back)).toBe(Object.prototype);
      expect(Object.hasOwn(back, "__proto__")).toBe(true);
      expect(JSON.stringify(back)).toBe(JSON.stringify(withOwnProto));
    }
  });

  it("writes JSON's layout: compact, or one entry per line", () => {
    expect(dataLiteral({ a: [1, 2], b: "x" })).toBe('{"a":[1,2],"b":"x"}');
    expect(dataLiteral({ a: [1], b: {} }, 2)).toBe(JSON.stringify({ a: [1], b: {} }, null, 2));
  });

  it("refuses what is not JSON data", () => {
    expect(() => dataLiteral(() => 1)).toThrow(TypeError);
  });
});

describe("jsonTextLiteral", () => {
  const data = JSON.parse(
    JSON.stringify({ texts: HOSTILE, "it's": { p: "own", "a'b\\": [1, true, null] } }).replace(
      '"p":',
      '"__proto__":',
    ),
  ) as Record<string, unknown>;

  it("is the JSON text of the data, which JSON.parse reads back with `__proto__` an own key", () => {
    const text = evaluate(jsonTextLiteral(data));
    expect(text).toBe(JSON.stringify(data));
    const back = JSON.parse(text as string) as { "it's": Record<string, unknown> };
    expect(Object.getPrototypeOf(back["it's"])).toBe(Object.prototype);
    expect(Object.hasOwn(back["it's"], "__proto__")).toBe(true);
  });

  it("leaves no raw line terminator, `</script>` or `<!--` in the code", () => {
    const code = jsonTextLiteral(data);
    expect(code).not.toMatch(/[\u2028\u2029\n\r]/);
    expect(code.toLowerCase()).not.toContain("</script");
    expect(code).not.toContain("<!--");
  });
});

describe("lookupTable", () => {
  it("has no prototype: a prototype member is no key", () => {
    const table = evaluate(
      lookupTable({ passes: "seat", __proto__: "card" } as Record<string, unknown>),
    ) as Record<string, unknown>;
    expect(table.passes).toBe("seat");
    expect(table.constructor).toBeUndefined();
    expect(table.toString).toBeUndefined();
    expect(Object.getPrototypeOf(table)).toBeNull();
  });
});

describe("propertyKey", () => {
  it("keeps plain names bare and makes __proto__ an own key", () => {
    expect(propertyKey("deck")).toBe("deck");
    expect(propertyKey("constructor")).toBe("constructor");
    expect(propertyKey("__proto__")).toBe('["__proto__"]');
    const o = evaluate(`{ ${propertyKey("__proto__")}: 1, ${propertyKey("a b")}: 2 }`) as Record<
      string,
      number
    >;
    expect(Object.keys(o)).toEqual(["__proto__", "a b"]);
  });
});

describe("commentText", () => {
  it.each(HOSTILE)("stays inside a block comment and a line comment: %j", (text) => {
    const block = `/** ${commentText(text)} */ 1`;
    const line = `// ${commentText(text)}\n1`;
    // Code that is only a comment and `1`: any escape would be a syntax error or another value.
    expect(new Function(`return ${block};`)()).toBe(1);
    expect(new Function(`return (\n${line});`)()).toBe(1);
  });
});

describe("markdown", () => {
  it("shows rules text in prose without HTML and in code spans whatever backticks it holds", () => {
    expect(markdownText("a <b> & </script>\nc")).toBe("a &lt;b&gt; &amp; &lt;/script&gt; c");
    expect(markdownCode("deck")).toBe("`deck`");
    expect(markdownCode("a`b")).toBe("`` a`b ``");
    expect(markdownCode("x\u2028y")).toBe("`x y`");
  });
});

describe("identifier", () => {
  it("keeps ordinary rules names as written", () => {
    for (const name of ["deck", "Suit", "hand", "score_2", "Card", "me", "target"])
      expect(identifier(name)).toBe(name);
  });

  it("prefixes keywords, globals, prototype members and the generated code's names with $", () => {
    const reserved = [
      "constructor",
      "__proto__",
      "toString",
      "hasOwnProperty",
      "Object",
      "Map",
      "State",
      "Frame",
      "interface",
      "type",
      "await",
      "st",
      "f",
      "seat",
      "CARD_IDS",
      "Z",
      "moveCard",
      "fn_score",
      "Suit_NAMES",
      "q1",
      "card_",
    ];
    for (const name of reserved) {
      expect(isReservedName(name), name).toBe(true);
      expect(identifier(name)).toBe(`$${name}`);
    }
  });

  it("is one to one: no two rules names meet, and no result is a reserved name", () => {
    const names = ["Object", "$Object", "st", "st_", "seat", "x"];
    const out = names.filter((n) => !n.includes("$")).map(identifier);
    expect(new Set(out).size).toBe(out.length);
    for (const o of out) expect(isReservedName(o) && !o.startsWith("$")).toBe(false);
  });
});
