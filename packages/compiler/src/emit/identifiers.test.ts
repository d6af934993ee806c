/**
 * Every module-level name a generated engine declares or imports is either a rules name spelled
 * by `identifier` or a name `identifier` would never give a rules name (`isReservedName`): a
 * new table or helper in the emitter that a rules name could collide with fails here until it
 * is listed in emit/escape.ts.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { ts } from "ts-morph";
import { describe, expect, it } from "vitest";
import { identifier, isReservedName } from "./escape.js";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..", "..", "..", "..");

/** The names a rules text writes (outside comments and strings), as the engine spells them. */
function rulesNames(folder: string): Set<string> {
  const names = new Set<string>();
  for (const f of readdirSync(folder).filter((x) => x.endsWith(".ludic"))) {
    const code = readFileSync(join(folder, f), "utf8")
      .replace(/\/\*[\s\S]*?\*\//g, " ")
      .replace(/\/\/[^\r\n]*/g, " ")
      .replace(/"(?:[^"\\\r\n]|\\.)*"/g, " ");
    for (const m of code.matchAll(/[A-Za-z_][A-Za-z0-9_]*/g)) names.add(identifier(m[0]));
  }
  return names;
}

/** The names a module declares at its top level, its imports included. */
function moduleNames(path: string): string[] {
  const file = ts.createSourceFile(path, readFileSync(path, "utf8"), ts.ScriptTarget.ES2022);
  const names: string[] = [];
  for (const s of file.statements) {
    if (ts.isImportDeclaration(s)) {
      const clause = s.importClause;
      if (clause?.name) names.push(clause.name.text);
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) names.push(bindings.name.text);
      if (bindings && ts.isNamedImports(bindings)) for (const e of bindings.elements) names.push(e.name.text);
    } else if (ts.isVariableStatement(s)) {
      for (const d of s.declarationList.declarations) if (ts.isIdentifier(d.name)) names.push(d.name.text);
    } else if (
      (ts.isFunctionDeclaration(s) || ts.isInterfaceDeclaration(s) || ts.isTypeAliasDeclaration(s)) &&
      s.name
    ) {
      names.push(s.name.text);
    }
  }
  return names;
}

const games = ["rules", join("rules", "examples")].flatMap((dir) =>
  readdirSync(join(root, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(join(root, "packages", "engines", e.name, "src")))
    .map((e) => ({
      name: e.name,
      rules: join(root, dir, e.name),
      engine: join(root, "packages", "engines", e.name, "src"),
    })),
);

describe("generated module-level names", () => {
  it("covers every checked-in engine", () => {
    expect(games.map((g) => g.name).sort()).toEqual(
      readdirSync(join(root, "packages", "engines"))
        .filter((n) => existsSync(join(root, "packages", "engines", n, "src")))
        .sort(),
    );
  });

  it.each(games)("$name: each is a rules name or reserved from rules names", ({ rules, engine }) => {
    const fromRules = rulesNames(rules);
    const unreserved = readdirSync(engine)
      .filter((f) => f.endsWith(".ts"))
      .flatMap((f) => moduleNames(join(engine, f)))
      .filter((n) => !fromRules.has(n) && !isReservedName(n));
    expect([...new Set(unreserved)]).toEqual([]);
  });
});
