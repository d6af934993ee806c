/**
 * Boards (docs/language.md "Boards and cells"): the `board` declaration read into `GameInfo.board`
 * (LUD360–LUD362), and the rule that `cell`, `cells` and the board builtins need a board (LUD363).
 */
import type * as ast from "../ast/nodes.js";
import { didYouMean } from "../diagnostics/suggest.js";
import { type Ctx, type Output, report } from "./context.js";
import type { BoardInfo, GameInfo } from "./model.js";
import { hasBoard } from "./typeref.js";

const SHAPES = ["hex", "square"];
const ARGS: Record<string, string[]> = {
  hex: ["rows", "cols", "offset"],
  square: ["rows", "cols", "diagonal"],
};
/** Cells are named r<row>c<col> in moves; a bigger board would be no game anyone plays. */
const MAX_SIDE = 100;

/** LUD363 when the game has no board; `what` is the builtin's name. */
export function requireBoard(ctx: Ctx, node: ast.Node, what: string): void {
  if (hasBoard(ctx.variant)) return;
  report(
    ctx.out,
    "LUD363",
    node,
    `\`${what}\` needs a board: declare one, as in \`board grid: square(rows: 3, cols: 3)\``,
  );
}

/** The game's one board, read from every variant's declarations; null when there is none (or it is wrong). */
export function readBoard(game: GameInfo, out: Output): BoardInfo | null {
  const boards: ast.BoardDecl[] = [];
  for (const v of game.variants) {
    for (const d of v.declarations.values())
      if (d.kind === "BoardDecl" && !boards.includes(d)) boards.push(d);
  }
  const [first, ...extra] = boards;
  for (const d of extra) {
    report(
      out,
      "LUD362",
      d.name ?? d,
      `a game has one board, and "${first?.name?.name}" is declared at line ${first?.span.start.line}`,
    );
  }
  return first ? readOne(first, out) : null;
}

function readOne(decl: ast.BoardDecl, out: Output): BoardInfo | null {
  const shape = decl.shape?.name ?? "";
  if (!SHAPES.includes(shape)) {
    const hint = didYouMean(shape, SHAPES);
    report(
      out,
      "LUD360",
      decl.shape ?? decl,
      `unknown board shape \`${shape}\`${hint ? ` (did you mean \`${hint}\`?)` : ""}: use \`hex(rows: R, cols: C, offset: oddR)\` or \`square(rows: R, cols: C)\``,
    );
    return null;
  }
  const allowed = ARGS[shape] ?? [];
  const given = new Map<string, ast.FieldInit>();
  let ok = true;
  for (const a of decl.args ?? []) {
    const key = a?.name?.name;
    if (!key) continue;
    if (!allowed.includes(key)) {
      report(out, "LUD361", a.name, `a ${shape} board takes ${allowed.join(", ")}, not \`${key}\``);
      ok = false;
    } else if (given.has(key)) {
      report(out, "LUD361", a.name, `\`${key}\` is given twice`);
      ok = false;
    } else given.set(key, a);
  }
  const side = (key: "rows" | "cols"): number => {
    const a = given.get(key);
    if (!a) {
      report(
        out,
        "LUD361",
        decl.shape ?? decl,
        `a board needs \`${key}\`, as in \`${shape}(rows: 6, cols: 7)\``,
      );
      return 0;
    }
    const v = a.value;
    if (v?.kind !== "IntLiteral" || v.value < 1 || v.value > MAX_SIDE) {
      report(out, "LUD361", v ?? a, `\`${key}\` must be a number from 1 to ${MAX_SIDE}`);
      return 0;
    }
    return v.value;
  };
  const rows = side("rows");
  const cols = side("cols");
  const name = decl.name?.name ?? "";
  if (shape === "hex") {
    const a = given.get("offset");
    let offset: "oddR" | "evenR" = "oddR";
    if (a) {
      const v = a.value;
      const word = v?.kind === "NameRef" ? v.name?.name : undefined;
      if (word === "oddR" || word === "evenR") offset = word;
      else {
        report(
          out,
          "LUD361",
          v ?? a,
          "`offset` is `oddR` (odd rows shifted right) or `evenR` (even rows shifted right)",
        );
        ok = false;
      }
    }
    return ok && rows > 0 && cols > 0 ? { name, shape, rows, cols, offset, decl } : null;
  }
  const a = given.get("diagonal");
  let diagonal = false;
  if (a) {
    if (a.value?.kind === "BoolLiteral") diagonal = a.value.value;
    else {
      report(out, "LUD361", a.value ?? a, "`diagonal` is `true` (8 neighbours) or `false` (4)");
      ok = false;
    }
  }
  return ok && rows > 0 && cols > 0 ? { name, shape: "square", rows, cols, diagonal, decl } : null;
}
