/**
 * The language server's completions and hovers as CodeMirror shows them. The check worker
 * answers with the services' own values (`services.complete`, `services.hover`), offsets in the
 * edited file; this turns them into a completion list and a tooltip.
 */
import type { CompletionResult } from "@codemirror/autocomplete";
import type { services } from "@ludic/language-server/services";

export type Completion = services.Completion;

/** A hover as the page receives it: the services' markdown and the offsets of the name. */
export interface Hover {
  markdown: string;
  from: number;
  to: number;
}

/** CodeMirror's icon classes (`cm-completionIcon-<type>`) for the services' kinds. */
const TYPE: Record<services.CompletionKind, string> = {
  keyword: "keyword",
  function: "function",
  builtin: "function",
  rule: "method",
  variable: "variable",
  constant: "constant",
  zone: "namespace",
  enum: "enum",
  enumMember: "enum",
  cardType: "class",
  field: "property",
};

export function completionResult(items: readonly Completion[], from: number): CompletionResult {
  return {
    from,
    options: items.map((c) => ({
      label: c.label,
      type: TYPE[c.kind],
      ...(c.detail ? { detail: c.detail } : {}),
      ...(c.documentation ? { info: stripTicks(c.documentation) } : {}),
      // Names of the game before builtins, builtins before keywords, at equal match quality.
      boost: c.kind === "keyword" ? -2 : c.kind === "builtin" ? -1 : 0,
    })),
    validFor: /^[A-Za-z0-9_]*$/,
  };
}

export type HoverPart = { code: true; text: string } | { code: false; text: string };

/** The services' hover markdown in blocks: fenced code (a signature) and paragraphs of text. */
export function hoverParts(markdown: string): HoverPart[] {
  const parts: HoverPart[] = [];
  const fence = /```[a-z]*\n([\s\S]*?)\n```/g;
  let at = 0;
  const prose = (s: string) => {
    for (const p of s.split(/\n\s*\n/)) if (p.trim()) parts.push({ code: false, text: stripTicks(p.trim()) });
  };
  for (let m = fence.exec(markdown); m; m = fence.exec(markdown)) {
    prose(markdown.slice(at, m.index));
    parts.push({ code: true, text: m[1] ?? "" });
    at = m.index + m[0].length;
  }
  prose(markdown.slice(at));
  return parts;
}

export function hoverDom(markdown: string): HTMLElement {
  const dom = document.createElement("div");
  dom.className = "pg-hover";
  for (const p of hoverParts(markdown)) {
    const el = document.createElement(p.code ? "pre" : "p");
    el.textContent = p.text;
    dom.append(el);
  }
  return dom;
}

function stripTicks(s: string): string {
  return s.replace(/`([^`]*)`/g, "$1");
}
