/**
 * Rules text is data: rules whose every user-written text carries a payload (comment closers,
 * backticks, `${…}`, quotes, backslashes, U+2028/U+2029, `</script>`) and whose names are
 * JavaScript globals, TypeScript keywords, Object.prototype members and the generated code's own
 * names compile to an engine that type-checks, imports without running anything, plays to the
 * end and shows every text as written.
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { formatDiagnostics } from "@ludic/lang";
import type { Engine, GameMeta, Move, View, ViewZone } from "@ludic/runtime";
import { Project, ts } from "ts-morph";
import { describe, expect, it } from "vitest";
import { compileText } from "../testing/compile-and-load.js";
import { strictEngineOptions } from "../testing/strict-options.js";
import { writePackage } from "../write-package.js";

const here = dirname(fileURLToPath(import.meta.url));
const RULES = readFileSync(join(here, "fixtures", "hostile.ludic"), "utf8");
/** The payload every text of the fixture carries. */
const PAYLOAD =
  /title "T \*\/ process\.exit\(9\); \/\* ((?:[^"\\\n]|\\.)*)"/
    .exec(RULES)?.[1]
    ?.replace(/\\(["\\])/g, "$1") ?? "";
const outDir = join(here, "..", "..", ".test-engines", "hostile");

/** Every diagnostic TypeScript gives the generated sources, strict, as the engines are built. */
function typeErrors(files: string[]): string[] {
  const project = new Project({ compilerOptions: { ...strictEngineOptions(ts), noEmit: true } });
  project.addSourceFilesAtPaths(files);
  project.resolveSourceFileDependencies();
  return project
    .getPreEmitDiagnostics()
    .map(
      (d) =>
        `${d.getSourceFile()?.getFilePath() ?? ""}: ${ts.flattenDiagnosticMessageText(d.compilerObject.messageText, "\n")}`,
    );
}

function compileHostile() {
  const result = compileText({ "hostile.ludic": RULES });
  if (!result.ok) throw new Error(formatDiagnostics(result.diagnostics, result.sources));
  writePackage(
    result.files.filter((f) => f.path.startsWith("src/")),
    outDir,
  );
  return result;
}

/** A zone of a view, by a key that may be a prototype member's name. */
function ownZone(v: View, key: string): ViewZone | undefined {
  return Object.hasOwn(v.zones, key) ? v.zones[key] : undefined;
}

/** The name of the error a call throws. */
function refusal(f: () => unknown): string {
  try {
    f();
  } catch (err) {
    return err instanceof Error ? err.name : typeof err;
  }
  return "no error";
}

/** Random legal moves until the game ends (a seeded walk, so a failure replays). */
function playToEnd(e: Engine, seed: string) {
  let st = e.setup({ players: 2, seed });
  let rng = 7;
  for (let step = 0; step < 500 && e.outcome(st) === null; step++) {
    const [d] = e.decisions(st);
    if (!d) break;
    const moves = e.legalMoves(st, d.seat);
    rng = (rng * 1103515245 + 12345) % 2147483648;
    st = e.applyMove(st, moves[rng % moves.length] as Move);
  }
  return st;
}

describe("hostile rules text", { timeout: 120_000 }, () => {
  it("the fixture carries the payload", () => {
    expect(PAYLOAD).toContain("*/");
    expect(PAYLOAD).toContain("\u2028");
    expect(PAYLOAD).toContain("</script>");
    expect(PAYLOAD).toContain("${");
  });

  it("compiles to an engine that type-checks", () => {
    compileHostile();
    const errors = typeErrors(
      ["cards.ts", "state.ts", "rules.ts", "index.ts"].map((f) => join(outDir, "src", f)),
    );
    expect(errors).toEqual([]);
  });

  it("imports with no side effect, plays to the end and shows every text as written", async () => {
    const result = compileHostile();
    const g = globalThis as { hostilePwned?: unknown };
    delete g.hostilePwned;
    const { engine: e } = (await import(join(outDir, "src", "index.ts"))) as { engine: Engine };
    expect(g.hostilePwned).toBeUndefined();

    const meta: GameMeta = e.meta;
    expect(meta.title).toBe(`T */ process.exit(9); /* ${PAYLOAD}`);
    expect(meta.summary).toBe(`S ${PAYLOAD}`);
    expect(meta.variants[0]?.id).toBe(`v ${PAYLOAD}`);
    expect(meta.enums?.Object?.map((m) => m.label)).toEqual([
      `L1 ${PAYLOAD}`,
      `L2 ${PAYLOAD}`,
      `L3 ${PAYLOAD}`,
    ]);
    expect(meta.enums?.State?.map((m) => m.name)).toEqual(["toLocaleString", "__defineGetter__"]);
    expect(meta.cards.map((c) => c.id)).toEqual(["c1", "c2", "c3", "c4"].map((id) => `${id} ${PAYLOAD}`));
    const c1 = meta.cards[0];
    expect(c1?.name).toBe(`N a ${PAYLOAD}`);
    expect(c1?.attributes).toEqual(
      JSON.parse(
        JSON.stringify({
          toString: 1,
          __lookupGetter__: "valueOf",
          proto: 10,
          label: `a ${PAYLOAD}`,
          name: `N a ${PAYLOAD}`,
        }).replace('"proto"', '"__proto__"'),
      ),
    );
    expect(Object.hasOwn(c1?.attributes ?? {}, "__proto__")).toBe(true);
    expect(c1?.appearance).toEqual({
      title: `A ${PAYLOAD}a ${PAYLOAD}`,
      corner: "1",
      symbol: "valueOf",
      ink: `I ${PAYLOAD}`,
      lines: [`X ${PAYLOAD}`, `a ${PAYLOAD}`],
    });
    expect(meta.options.find((o) => o.name === "CARD_INDEX")?.default).toBe(`o ${PAYLOAD}`);
    expect(meta.zones.map((z) => z.name)).toEqual(["constructor", "hand", "hasOwnProperty"]);
    expect(meta.actions.map((a) => a.name)).toEqual(["__proto__", "constructor", "hasOwnProperty"]);
    expect(meta.actions[0]?.params).toEqual([{ name: "__proto__", type: "card" }]);

    // Moves whose action and arguments are prototype names are offered, refused and applied.
    let st = e.setup({ players: 2, seed: "s" });
    const first = e.legalMoves(st, 0);
    expect(first.map((m) => m.action)).toEqual(["__proto__", "__proto__"]);
    expect(Object.keys(first[0]?.args ?? {})).toEqual(["__proto__"]);
    // `constructor` is an action the rules offer later; `toString` and `valueOf` are none.
    for (const action of ["constructor", "toString", "valueOf", "__proto__"])
      expect(refusal(() => e.applyMove(st, { seat: 0, action, args: {} }))).toBe("IllegalMoveError");
    st = e.applyMove(st, first[0] as Move);
    const played = meta.cards.find((c) => c.id === first[0]?.args["__proto__"]);
    expect(e.view(st, 1).log).toContain(`played ${PAYLOAD} ${played?.attributes.label} ${played?.id}`);
    expect(ownZone(e.view(st, 1), "hasOwnProperty")?.cards).toEqual([{ id: played?.id }]);
    expect(e.view(st, 1).vars).toMatchObject({ __lookupSetter__: 0, Z: "valueOf", CARD_IDS: `K ${PAYLOAD}` });
    expect(e.view(st, 1).options).toEqual({ ATT: 1, CARD_INDEX: `o ${PAYLOAD}` });
    st = e.applyMove(st, e.legalMoves(st, 1)[0] as Move);
    const offered = e.legalMoves(st, 0).filter((m) => m.action === "constructor");
    expect(offered.map((m) => m.args)).toEqual(
      ["valueOf", "isPrototypeOf", "propertyIsEnumerable"].map((member) => ({ toString: member })),
    );
    st = e.applyMove(st, offered[1] as Move);
    expect(e.view(st, 0).vars).toMatchObject({ Z: "isPrototypeOf", CARD_IDS: `L2 ${PAYLOAD}` });

    for (const seed of ["a", "b", "c", "d"]) {
      const end = playToEnd(e, seed);
      expect(e.outcome(end)?.reason).toBe(`done ${PAYLOAD}`);
    }
    expect(g.hostilePwned).toBeUndefined();

    // The package files: package.json is JSON with the text as written; the README is Markdown
    // without HTML.
    const pkg = JSON.parse(result.files.find((f) => f.path === "package.json")?.text ?? "{}") as {
      description: string;
    };
    expect(pkg.description).toContain(`T */ process.exit(9); /* ${PAYLOAD}`);
    const readme = result.files.find((f) => f.path === "README.md")?.text ?? "";
    // Code spans show their text as written; outside them no HTML survives.
    const prose = readme.replace(/``[^\n]*?``|`[^`\n]*`/g, "");
    expect(prose).not.toMatch(/<\/?script|<!--/);
    expect(readme).toContain(`&lt;/script&gt;`);
    expect(readme).not.toMatch(/[\u2028\u2029]/);
  });
});
