/**
 * The language server through the protocol: a client over stdio drives the server as an editor
 * would, on a copy of Cuttle (a base file and its `cuttle-cards` variant).
 */
import { cpSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CodeActionRequest,
  CompletionRequest,
  DefinitionRequest,
  DidChangeTextDocumentNotification,
  DidOpenTextDocumentNotification,
  DocumentFormattingRequest,
  DocumentSymbolRequest,
  FoldingRangeRequest,
  HoverRequest,
  type Position,
  ReferencesRequest,
  RenameRequest,
  SemanticTokensRequest,
} from "vscode-languageserver-protocol/node";
import { type LspClient, startClient } from "./lsp-client.js";

const rules = resolve(fileURLToPath(import.meta.url), "../../../../rules/cuttle");
const dir = mkdtempSync(join(tmpdir(), "ludic-lsp-"));
cpSync(join(rules, "cuttle.ludic"), join(dir, "cuttle.ludic"));
cpSync(join(rules, "cuttle-cards.ludic"), join(dir, "cuttle-cards.ludic"));
const base = join(dir, "cuttle.ludic");
const variant = join(dir, "cuttle-cards.ludic");
const baseText = readFileSync(base, "utf8");
const variantText = readFileSync(variant, "utf8");

/** The position of the `nth` occurrence of `needle` in `text`, plus `delta` characters. */
function at(text: string, needle: string, delta = 0, nth = 0): Position {
  let offset = -1;
  for (let i = 0; i <= nth; i++) offset = text.indexOf(needle, offset + 1);
  if (offset < 0) throw new Error(`${needle} not found`);
  return positionOf(text, offset + delta);
}

function positionOf(text: string, offset: number): Position {
  const before = text.slice(0, offset);
  return { line: before.split("\n").length - 1, character: offset - before.lastIndexOf("\n") - 1 };
}

let client: LspClient;
let version = 1;

beforeAll(async () => {
  client = await startClient();
  await client.connection.sendNotification(DidOpenTextDocumentNotification.type, {
    textDocument: { uri: client.uri(base), languageId: "ludic", version, text: baseText },
  });
  await client.connection.sendNotification(DidOpenTextDocumentNotification.type, {
    textDocument: { uri: client.uri(variant), languageId: "ludic", version, text: variantText },
  });
}, 60_000);

afterAll(async () => {
  await client.stop();
}, 60_000);

const doc = (path: string) => ({ textDocument: { uri: client.uri(path) } });

describe("the language server over stdio", () => {
  it("publishes no diagnostics for a clean game, then the error of an edit, then none again", async () => {
    expect(await client.diagnostics(base, (p) => p.version === 1)).toEqual([]);
    const broken = baseText.replace("size(hand[me]) < HAND_LIMIT", "size(hnad[me]) < HAND_LIMIT");
    await client.connection.sendNotification(DidChangeTextDocumentNotification.type, {
      textDocument: { uri: client.uri(base), version: ++version },
      contentChanges: [{ text: broken }],
    });
    const diagnostics = await client.diagnostics(base, (p) => p.version === version);
    const unknown = diagnostics.find((d) => d.code === "LUD301");
    expect(unknown?.message).toContain("hnad");
    expect(unknown?.range.start).toEqual(at(broken, "hnad[me]"));

    // The quick fix replaces the typo with the checker's suggestion.
    const actions = (await client.connection.sendRequest(CodeActionRequest.type, {
      ...doc(base),
      range: unknown!.range,
      context: { diagnostics: [unknown!] },
    })) as { title: string; edit?: { changes?: Record<string, { newText: string }[]> } }[];
    expect(actions.map((a) => a.title)).toEqual(["Change to `hand`"]);
    expect(actions[0]?.edit?.changes?.[client.uri(base)]?.[0]?.newText).toBe("hand");

    await client.connection.sendNotification(DidChangeTextDocumentNotification.type, {
      textDocument: { uri: client.uri(base), version: ++version },
      contentChanges: [{ text: baseText }],
    });
    expect(await client.diagnostics(base, (p) => p.version === version)).toEqual([]);
  }, 60_000);

  it("checks a variant with its base: an error in the base shows where the variant is", async () => {
    const broken = variantText.replace(/extends "classic"/, 'extends "clasic"');
    await client.connection.sendNotification(DidChangeTextDocumentNotification.type, {
      textDocument: { uri: client.uri(variant), version: ++version },
      contentChanges: [{ text: broken }],
    });
    const diagnostics = await client.diagnostics(variant, (p) => p.version === version);
    expect(diagnostics.length).toBeGreaterThan(0);
    await client.connection.sendNotification(DidChangeTextDocumentNotification.type, {
      textDocument: { uri: client.uri(variant), version: ++version },
      contentChanges: [{ text: variantText }],
    });
    expect(await client.diagnostics(variant, (p) => p.version === version)).toEqual([]);
  }, 60_000);

  it("hovers a rule with its signature and its id comment, and a builtin with its doc", async () => {
    const rule = await client.connection.sendRequest(HoverRequest.type, {
      ...doc(base),
      position: at(baseText, "canTarget(me, card, target)", 2),
    });
    const text = JSON.stringify(rule?.contents);
    expect(text).toContain("fn canTarget(me: seat, card: Card, target: Card): bool");
    expect(text).toContain("CU-8");
    const builtin = await client.connection.sendRequest(HoverRequest.type, {
      ...doc(base),
      position: at(baseText, "size(hand[me])", 1),
    });
    expect(JSON.stringify(builtin?.contents)).toContain("cards in a zone, elements in a list");
    const param = await client.connection.sendRequest(HoverRequest.type, {
      ...doc(base),
      position: at(baseText, "size(hand[me])", 11),
    });
    expect(JSON.stringify(param?.contents)).toContain("me: seat");
  });

  it("goes to the definition across the variant and its base, and finds every reference", async () => {
    const defs = (await client.connection.sendRequest(DefinitionRequest.type, {
      ...doc(base),
      position: at(baseText, "canTarget(me, card, target)", 1),
    })) as { uri: string; range: { start: Position } }[];
    expect(defs.map((d) => d.uri).sort()).toEqual([client.uri(variant), client.uri(base)].sort());
    expect(defs.find((d) => d.uri === client.uri(base))?.range.start).toEqual(
      at(baseText, "fn canTarget", 3),
    );

    const refs = await client.connection.sendRequest(ReferencesRequest.type, {
      ...doc(base),
      position: at(baseText, "zone hand[", 5),
      context: { includeDeclaration: true },
    });
    const inBase = (refs ?? []).filter((r) => r.uri === client.uri(base)).map((r) => r.range.start);
    const uses = [...baseText.matchAll(/\bhand\[/g)].map((m) => positionOf(baseText, m.index ?? 0));
    expect(inBase).toEqual(uses);
    expect(refs?.some((r) => r.uri === client.uri(variant))).toBe(variantText.includes("hand["));
  });

  it("renames a function in the base and its override in the variant", async () => {
    const edit = await client.connection.sendRequest(RenameRequest.type, {
      ...doc(base),
      position: at(baseText, "fn canTarget", 4),
      newName: "mayTarget",
    });
    const changes = edit?.changes ?? {};
    expect(Object.keys(changes).sort()).toEqual([client.uri(variant), client.uri(base)].sort());
    expect(changes[client.uri(base)]?.length).toBe(baseText.match(/\bcanTarget\b/g)?.length);
    expect(changes[client.uri(variant)]?.length).toBe(variantText.match(/\bcanTarget\b/g)?.length);
    await expect(
      client.connection.sendRequest(RenameRequest.type, {
        ...doc(base),
        position: at(baseText, "fn canTarget", 4),
        newName: "first",
      }),
    ).rejects.toThrow(/keyword/);
  });

  it("completes keywords, names in scope, builtins, enum members and card attributes", async () => {
    const labels = async (text: string, position: Position) => {
      await client.connection.sendNotification(DidChangeTextDocumentNotification.type, {
        textDocument: { uri: client.uri(base), version: ++version },
        contentChanges: [{ text }],
      });
      const items = await client.connection.sendRequest(CompletionRequest.type, { ...doc(base), position });
      return (Array.isArray(items) ? items : (items?.items ?? [])).map((i) => i.label);
    };
    const everywhere = await labels(baseText, at(baseText, "size(hand[me]) < HAND_LIMIT"));
    for (const name of ["rule", "choose", "hand", "deck", "canTarget", "Suit", "top", "me", "HAND_LIMIT"])
      expect(everywhere).toContain(name);
    const withDot = baseText.replace("Suit.", "Suit.");
    const suit = await labels(withDot, at(withDot, "enum Suit", 0));
    expect(suit).toContain("Suit");
    const members = baseText.replace(
      "fn isPermanent(t: Card): bool = t.rank",
      "fn isPermanent(t: Card): bool = Suit.H == t.suit or t.rank",
    );
    expect(await labels(members, at(members, "Suit.H", 5))).toEqual(["C", "D", "H", "S"]);
    const fields = await labels(members, at(members, "t.rank", 2));
    expect(fields).toContain("rank");
    expect(fields).toContain("suit");
    await client.connection.sendNotification(DidChangeTextDocumentNotification.type, {
      textDocument: { uri: client.uri(base), version: ++version },
      contentChanges: [{ text: baseText }],
    });
  });

  it("outlines the declarations, folds blocks, colours names and formats", async () => {
    const symbols = (await client.connection.sendRequest(DocumentSymbolRequest.type, doc(base))) as {
      name: string;
      children?: { name: string }[];
    }[];
    expect(symbols.map((s) => s.name)).toEqual(
      expect.arrayContaining(["Suit", "Card", "hand", "turn", "canTarget", "help draw"]),
    );
    expect(symbols.find((s) => s.name === "Suit")?.children?.map((c) => c.name)).toEqual([
      "C",
      "D",
      "H",
      "S",
    ]);

    const folds = await client.connection.sendRequest(FoldingRangeRequest.type, doc(base));
    const turn = at(baseText, "rule turn(").line;
    expect(folds?.some((f) => f.startLine === turn)).toBe(true);
    expect(folds?.some((f) => f.kind === "comment" && f.startLine === 0)).toBe(true);

    const tokens = await client.connection.sendRequest(SemanticTokensRequest.type, doc(base));
    expect((tokens?.data.length ?? 0) / 5).toBeGreaterThan(100);

    expect(
      await client.connection.sendRequest(DocumentFormattingRequest.type, {
        ...doc(base),
        options: { tabSize: 2, insertSpaces: true },
      }),
    ).toEqual([]);
    const messy = baseText.replace(
      "fn mayDraw(me: seat): bool = size(hand[me]) < HAND_LIMIT",
      "fn mayDraw( me:seat ):bool=size( hand[me] )   < HAND_LIMIT",
    );
    await client.connection.sendNotification(DidChangeTextDocumentNotification.type, {
      textDocument: { uri: client.uri(base), version: ++version },
      contentChanges: [{ text: messy }],
    });
    const edits = await client.connection.sendRequest(DocumentFormattingRequest.type, {
      ...doc(base),
      options: { tabSize: 2, insertSpaces: true },
    });
    expect(edits?.[0]?.newText).toBe(baseText);
  });
});
