/**
 * The LSP wiring: documents in, services out. A rules file is always checked with the rest of its
 * game folder (base and variants, open editors' text winning over the disk), and diagnostics are
 * published for every file of the folder.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import {
  CodeActionKind,
  CompletionItemKind,
  type Connection,
  type Diagnostic,
  DiagnosticSeverity,
  FoldingRangeKind,
  type Location,
  type Range,
  SemanticTokensBuilder,
  SymbolKind,
  TextDocumentSyncKind,
  TextDocuments,
  type TextEdit,
} from "vscode-languageserver/node";
import { TextDocument } from "vscode-languageserver-textdocument";
import { type Analysis, analyse } from "./services/analysis.js";
import * as services from "./services/services.js";

const COMPLETION_KIND: Record<services.CompletionKind, CompletionItemKind> = {
  keyword: CompletionItemKind.Keyword,
  function: CompletionItemKind.Function,
  rule: CompletionItemKind.Method,
  variable: CompletionItemKind.Variable,
  constant: CompletionItemKind.Constant,
  zone: CompletionItemKind.Module,
  enum: CompletionItemKind.Enum,
  enumMember: CompletionItemKind.EnumMember,
  cardType: CompletionItemKind.Class,
  field: CompletionItemKind.Field,
  builtin: CompletionItemKind.Function,
};

const SYMBOL_KIND: Record<services.SymbolKindName, SymbolKind> = {
  enum: SymbolKind.Enum,
  enumMember: SymbolKind.EnumMember,
  class: SymbolKind.Class,
  field: SymbolKind.Field,
  constant: SymbolKind.Constant,
  variable: SymbolKind.Variable,
  function: SymbolKind.Function,
  event: SymbolKind.Event,
  namespace: SymbolKind.Namespace,
  object: SymbolKind.Object,
};

export function startServer(connection: Connection): void {
  const documents = new TextDocuments(TextDocument);
  /** Folder path → its latest analysis. */
  const analyses = new Map<string, Analysis>();
  /** Folder path → files that had diagnostics last time (cleared when they have none). */
  const published = new Map<string, Set<string>>();

  const pathOf = (uri: string) => (uri.startsWith("file:") ? fileURLToPath(uri) : uri);
  const uriOf = (path: string) => pathToFileURL(path).href;

  function folderSources(folder: string): { path: string; text: string }[] {
    const onDisk = (() => {
      try {
        return readdirSync(folder).filter((f) => f.endsWith(".ludic"));
      } catch {
        return [];
      }
    })();
    const paths = new Set(onDisk.map((f) => join(folder, f)));
    for (const d of documents.all()) {
      const p = pathOf(d.uri);
      if (p.endsWith(".ludic") && dirname(p) === folder) paths.add(p);
    }
    return [...paths].sort().map((path) => {
      const open = documents.get(uriOf(path));
      return { path, text: open ? open.getText() : readFileSync(path, "utf8") };
    });
  }

  function analysisOf(uri: string): Analysis {
    const folder = dirname(pathOf(uri));
    const cached = analyses.get(folder);
    if (cached) return cached;
    const a = analyse(folderSources(folder));
    analyses.set(folder, a);
    return a;
  }

  function docOf(a: Analysis, path: string): TextDocument {
    const open = documents.get(uriOf(path));
    if (open) return open;
    return TextDocument.create(uriOf(path), "ludic", 0, a.files.get(path)?.text ?? "");
  }

  function range(a: Analysis, loc: services.Loc): Range {
    const d = docOf(a, loc.file);
    return { start: d.positionAt(loc.start), end: d.positionAt(loc.end) };
  }

  function location(a: Analysis, loc: services.Loc): Location {
    return { uri: uriOf(loc.file), range: range(a, loc) };
  }

  function validate(uri: string): void {
    const folder = dirname(pathOf(uri));
    analyses.delete(folder);
    const a = analysisOf(uri);
    const byFile = new Map<string, Diagnostic[]>();
    for (const path of a.files.keys()) byFile.set(path, []);
    const once = new Set<string>();
    for (const d of a.result.diagnostics) {
      // Each variant is checked with the base's declarations: one mistake, one diagnostic.
      const id = `${d.span.file}:${d.span.start.offset}:${d.code}:${d.message}`;
      if (once.has(id)) continue;
      once.add(id);
      const list = byFile.get(d.span.file) ?? [];
      list.push({
        range: range(a, { file: d.span.file, start: d.span.start.offset, end: d.span.end.offset }),
        severity: d.severity === "error" ? DiagnosticSeverity.Error : DiagnosticSeverity.Warning,
        code: d.code,
        source: "ludic",
        message: [d.message, ...(d.notes ?? [])].join("\n"),
      });
      byFile.set(d.span.file, list);
    }
    const before = published.get(folder) ?? new Set();
    for (const path of before) if (!byFile.has(path)) byFile.set(path, []);
    published.set(folder, new Set(byFile.keys()));
    for (const [path, diagnostics] of byFile) {
      const open = documents.get(uriOf(path));
      connection.sendDiagnostics({
        uri: uriOf(path),
        diagnostics,
        ...(open ? { version: open.version } : {}),
      });
    }
  }

  const offsetOf = (uri: string, position: { line: number; character: number }) => {
    const a = analysisOf(uri);
    return { a, file: pathOf(uri), offset: docOf(a, pathOf(uri)).offsetAt(position) };
  };

  connection.onInitialize(() => ({
    capabilities: {
      textDocumentSync: TextDocumentSyncKind.Incremental,
      hoverProvider: true,
      definitionProvider: true,
      referencesProvider: true,
      renameProvider: { prepareProvider: true },
      completionProvider: { triggerCharacters: ["."] },
      documentSymbolProvider: true,
      foldingRangeProvider: true,
      documentFormattingProvider: true,
      codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix] },
      semanticTokensProvider: {
        legend: { tokenTypes: [...services.TOKEN_TYPES], tokenModifiers: [...services.TOKEN_MODIFIERS] },
        full: true,
      },
    },
  }));

  documents.onDidChangeContent((e) => validate(e.document.uri));
  documents.onDidClose((e) => validate(e.document.uri));

  connection.onHover(({ textDocument, position }) => {
    const { a, file, offset } = offsetOf(textDocument.uri, position);
    const h = services.hover(a, file, offset);
    return h ? { contents: { kind: "markdown", value: h.markdown }, range: range(a, h.loc) } : null;
  });

  connection.onDefinition(({ textDocument, position }) => {
    const { a, file, offset } = offsetOf(textDocument.uri, position);
    return services.definitions(a, file, offset).map((l) => location(a, l));
  });

  connection.onReferences(({ textDocument, position, context }) => {
    const { a, file, offset } = offsetOf(textDocument.uri, position);
    return services.references(a, file, offset, context.includeDeclaration).map((l) => location(a, l));
  });

  connection.onPrepareRename(({ textDocument, position }) => {
    const { a, file, offset } = offsetOf(textDocument.uri, position);
    const loc = services.prepareRename(a, file, offset);
    return loc ? range(a, loc) : null;
  });

  connection.onRenameRequest(({ textDocument, position, newName }) => {
    const { a, file, offset } = offsetOf(textDocument.uri, position);
    const locs = services.rename(a, file, offset, newName);
    if (typeof locs === "string") throw new Error(locs);
    const changes: Record<string, TextEdit[]> = {};
    for (const l of locs) {
      const uri = uriOf(l.file);
      changes[uri] = [...(changes[uri] ?? []), { range: range(a, l), newText: newName }];
    }
    return { changes };
  });

  connection.onCompletion(({ textDocument, position }) => {
    const { a, file, offset } = offsetOf(textDocument.uri, position);
    return services.complete(a, file, offset).map((c) => ({
      label: c.label,
      kind: COMPLETION_KIND[c.kind],
      ...(c.detail ? { detail: c.detail } : {}),
      ...(c.documentation ? { documentation: { kind: "markdown" as const, value: c.documentation } } : {}),
    }));
  });

  connection.onDocumentSymbol(({ textDocument }) => {
    const a = analysisOf(textDocument.uri);
    const convert = (o: services.OutlineItem): import("vscode-languageserver/node").DocumentSymbol => ({
      name: o.name,
      detail: o.detail,
      kind: SYMBOL_KIND[o.kind],
      range: range(a, o.range),
      selectionRange: range(a, o.selection),
      children: o.children.map(convert),
    });
    return services.outline(a, pathOf(textDocument.uri)).map(convert);
  });

  connection.languages.semanticTokens.on(({ textDocument }) => {
    const a = analysisOf(textDocument.uri);
    const doc = docOf(a, pathOf(textDocument.uri));
    const builder = new SemanticTokensBuilder();
    for (const t of services.semanticTokens(a, pathOf(textDocument.uri))) {
      const p = doc.positionAt(t.start);
      const mods = t.modifiers.reduce((m, x) => m | (1 << services.TOKEN_MODIFIERS.indexOf(x)), 0);
      builder.push(p.line, p.character, t.end - t.start, services.TOKEN_TYPES.indexOf(t.type), mods);
    }
    return builder.build();
  });

  connection.onFoldingRanges(({ textDocument }) => {
    const doc = documents.get(textDocument.uri);
    if (!doc) return [];
    return services.folds(doc.getText()).map((f) => ({
      startLine: f.startLine,
      endLine: f.endLine,
      kind: f.kind === "comment" ? FoldingRangeKind.Comment : FoldingRangeKind.Region,
    }));
  });

  connection.onCodeAction(({ textDocument, range: r }) => {
    const a = analysisOf(textDocument.uri);
    const doc = docOf(a, pathOf(textDocument.uri));
    const fixes = services.quickFixes(a, pathOf(textDocument.uri), {
      start: doc.offsetAt(r.start),
      end: doc.offsetAt(r.end),
    });
    return fixes.map((f) => ({
      title: f.title,
      kind: CodeActionKind.QuickFix,
      isPreferred: true,
      edit: { changes: { [textDocument.uri]: [{ range: range(a, f.loc), newText: f.replacement }] } },
    }));
  });

  connection.onDocumentFormatting(({ textDocument }) => {
    const doc = documents.get(textDocument.uri);
    if (!doc) return [];
    const text = services.format(doc.getText(), pathOf(textDocument.uri));
    if (text === null) return [];
    return [
      {
        range: { start: { line: 0, character: 0 }, end: doc.positionAt(doc.getText().length) },
        newText: text,
      },
    ];
  });

  documents.listen(connection);
  connection.listen();
}
