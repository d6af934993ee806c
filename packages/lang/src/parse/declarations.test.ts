import { describe, expect, it } from "vitest";
import { decl, parseOk, sexpr } from "./test-helpers.js";

describe("headers", () => {
  it("reads a game header with key/value fields, `variant` included", () => {
    const ast = parseOk(
      'game cuttle {\n  title "Cuttle"\n  players 2..5\n  variant "classic"\n  version "1.0.0"\n  position play\n}',
    );
    const h = ast.header;
    if (h?.kind !== "GameHeader") throw new Error("no game header");
    expect(h.id.name).toBe("cuttle");
    expect(h.fields.map((f) => [f.key.name, sexpr(f.value)])).toEqual([
      ["title", '"Cuttle"'],
      ["players", "(.. 2 5)"],
      ["variant", '"classic"'],
      ["version", '"1.0.0"'],
      ["position", "play"],
    ]);
    expect(h.fields[1]!.span.start).toEqual({ offset: 33, line: 3, column: 3 });
  });

  it("reads a variant header", () => {
    const h = parseOk(
      'variant "cuttle-cards" extends "classic" { title "Cuttle (cuttle.cards rules)" }',
    ).header;
    if (h?.kind !== "VariantHeader") throw new Error("no variant header");
    expect([h.id.value, h.base.value, h.fields.length]).toEqual(["cuttle-cards", "classic", 1]);
  });
});

describe("declarations", () => {
  it("enum with and without labels", () => {
    const d = decl('enum Suit { C "clubs", D "diamonds" H }');
    if (d.kind !== "EnumDecl") throw new Error(d.kind);
    expect(d.members.map((m) => [m.name.name, m.label?.value ?? null])).toEqual([
      ["C", "clubs"],
      ["D", "diamonds"],
      ["H", null],
    ]);
  });

  it("card type with plain and derived attributes", () => {
    const d = decl(
      "card Card {\n  rank: int\n  suit: Suit\n  tags: list<str>\n  name: str = RANKS[rank - 1]\n}",
    );
    if (d.kind !== "CardTypeDecl") throw new Error(d.kind);
    expect(
      d.fields.map((f) => [
        f.name.name,
        f.type.name.name,
        f.type.args.map((a) => a.name.name),
        f.derived ? sexpr(f.derived) : null,
      ]),
    ).toEqual([
      ["rank", "int", [], null],
      ["suit", "Suit", [], null],
      ["tags", "list", ["str"], null],
      ["name", "str", [], "([] RANKS (- rank 1))"],
    ]);
    expect(d.fields[3]!.span.start.line).toBe(5);
  });

  it("cards catalogue with for, let and card", () => {
    const d = decl(
      'cards Card into deck {\n  for suit in Suit {\n    let base = 1\n    card suit + "x" { rank: base, suit: suit }\n  }\n  card "JK" { rank: 0 }\n}',
    );
    if (d.kind !== "CardsDecl") throw new Error(d.kind);
    expect([d.cardType.name, d.home.name, d.body.map((s) => s.kind)]).toEqual([
      "Card",
      "deck",
      ["CatalogueFor", "CatalogueCard"],
    ]);
    const f = d.body[0];
    if (f?.kind !== "CatalogueFor") throw new Error("for");
    expect(f.body.map((s) => s.kind)).toEqual(["CatalogueLet", "CatalogueCard"]);
    const c = f.body[1];
    if (c?.kind !== "CatalogueCard") throw new Error("card");
    expect([sexpr(c.id), c.attributes.map((a) => `${a.name.name}=${sexpr(a.value)}`)]).toEqual([
      '(+ suit "x")',
      ["rank=base", "suit=suit"],
    ]);
  });

  it("const with and without a type, and override", () => {
    const [a, b] = parseOk("const GOALS: list<int> = [21, 14]\noverride const N = 3").declarations;
    expect(a?.kind === "ConstDecl" && [a.override, a.type?.name.name, sexpr(a.value)]).toEqual([
      false,
      "list",
      "[21 14]",
    ]);
    expect(b?.kind === "ConstDecl" && [b.override, b.type, b.name.name]).toEqual([true, null, "N"]);
  });

  it("vars: single, per seat, per card", () => {
    const ds = parseOk(
      "var passes: int = 0\nvar vp[seat]: int = 0\nvar frozen[Card]: bool = false",
    ).declarations;
    expect(
      ds.map((d) => (d.kind === "VarDecl" ? [d.name.name, d.index?.name ?? null, d.type.name.name] : d.kind)),
    ).toEqual([
      ["passes", null, "int"],
      ["vp", "seat", "int"],
      ["frozen", "Card", "bool"],
    ]);
  });

  it("zones", () => {
    const ds = parseOk("zone deck: pile, hidden\nzone hand[seat]: hand, owner").declarations;
    expect(
      ds.map((d) =>
        d.kind === "ZoneDecl" ? [d.name.name, d.perSeat, d.zoneKind.name, d.visibility.name] : d.kind,
      ),
    ).toEqual([
      ["deck", false, "pile", "hidden"],
      ["hand", true, "hand", "owner"],
    ]);
  });

  it("reveal with and without an owner variable", () => {
    const [a, b] = parseOk("reveal hand[s] to v when v != s\nreveal deck to v when glasses(v)").declarations;
    expect(
      a?.kind === "RevealDecl" && [a.zone.name, a.ownerVar?.name, a.viewerVar.name, sexpr(a.condition)],
    ).toEqual(["hand", "s", "v", "(!= v s)"]);
    expect(b?.kind === "RevealDecl" && b.ownerVar).toBe(null);
  });

  it("fn with an expression body and with a block body", () => {
    const [a, b] = parseOk(
      "fn kings(s: seat): int = count(c in royals[s] where c.rank == 13)\nfn f(): bool { return true }",
    ).declarations;
    if (a?.kind !== "FnDecl" || b?.kind !== "FnDecl") throw new Error("fn");
    expect([
      a.params.map((p) => `${p.name.name}:${p.type.name.name}`),
      a.returnType.name.name,
      a.body.kind,
    ]).toEqual([["s:seat"], "int", "QueryExpr"]);
    expect([b.params, b.body.kind]).toEqual([[], "Block"]);
  });

  it("rule with and without a return type", () => {
    const [a, b] = parseOk(
      "rule turn(me: seat) { }\noverride rule survives(me: seat, n: int): bool { return true }",
    ).declarations;
    expect(a?.kind === "RuleDecl" && [a.override, a.returnType, a.params.length]).toEqual([false, null, 1]);
    expect(b?.kind === "RuleDecl" && [b.override, b.returnType?.name.name, b.params.length]).toEqual([
      true,
      "bool",
      2,
    ]);
  });

  it("options and flow", () => {
    const [a, b] = parseOk(
      "options play(me: seat, from: zone) {\n  points(card: from) when card.rank <= 10 { move card to points[me] }\n  use more(me)\n}\noverride flow { shuffle deck }",
    ).declarations;
    if (a?.kind !== "OptionsDecl") throw new Error("options");
    expect(a.options.map((o) => o.kind)).toEqual(["ChoiceOption", "UseOptions"]);
    expect(a.params[1]?.type.name.name).toBe("zone");
    expect(b?.kind === "FlowDecl" && [b.override, b.body.statements.map((s) => s.kind)]).toEqual([
      true,
      ["ShuffleStmt"],
    ]);
  });

  it("accepts `;` between declarations and comments anywhere", () => {
    expect(parseOk("// CU-1\nzone a: pile, public; /* x */ zone b: pile, public;").declarations).toHaveLength(
      2,
    );
  });
});
