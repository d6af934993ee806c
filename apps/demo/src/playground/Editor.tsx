/**
 * The rules editor: CodeMirror 6 with the rules language's highlighting, the checker's
 * diagnostics as you type, and completion and hover from the language server's services (all
 * three answered by the check worker). The text lives in the page's state; the editor only
 * reports changes, so nothing a build or a check does can lose it.
 */
import { autocompletion, type CompletionContext, type CompletionResult } from "@codemirror/autocomplete";
import { defaultHighlightStyle, StreamLanguage, syntaxHighlighting } from "@codemirror/language";
import { type Diagnostic as CmDiagnostic, linter, lintGutter } from "@codemirror/lint";
import { EditorState } from "@codemirror/state";
import { EditorView, hoverTooltip } from "@codemirror/view";
import { basicSetup } from "codemirror";
import { useEffect, useRef } from "react";
import { type Completion, completionResult, type Hover, hoverDom } from "./assist.js";
import { type LudicTokenState, startState, token } from "./highlight.js";

const ludic = StreamLanguage.define<LudicTokenState>({
  name: "ludic",
  startState,
  token,
  copyState: (s) => ({ ...s }),
  languageData: { commentTokens: { line: "//", block: { open: "/*", close: "*/" } } },
});

/**
 * Quiet time after a keystroke before the text is checked: short, because a check is cheap
 * (the edited file is parsed again, the others are not) and stale checks are dropped, not queued.
 */
export const LINT_DELAY_MS = 40;

export interface EditorProps {
  /** The file's text when the editor opens (later changes come from the editor itself). */
  text: string;
  label: string;
  onChange(text: string): void;
  /** The file's diagnostics for its current text; null when a newer text overtook this one. */
  lint(text: string): Promise<CmDiagnostic[] | null>;
  /** Completions at an offset of the text (the language server's `complete`). */
  complete(text: string, offset: number): Promise<Completion[]>;
  /** Hover at an offset of the text (the language server's `hover`). */
  hover(text: string, offset: number): Promise<Hover | null>;
  /** Called with the time from a keystroke to its diagnostics in the editor, ms. */
  onLinted?(ms: number): void;
}

export function Editor({ text, label, onChange, lint, complete, hover, onLinted }: EditorProps) {
  const parent = useRef<HTMLDivElement>(null);
  const props = useRef({ onChange, lint, complete, hover, onLinted });
  props.current = { onChange, lint, complete, hover, onLinted };

  // Made once per file (the parent keys it by file); later texts come from the editor itself.
  useEffect(() => {
    if (!parent.current) return;
    /** When the text last changed, until its diagnostics are shown. */
    let changedAt: number | null = null;
    const source = async (context: CompletionContext): Promise<CompletionResult | null> => {
      const word = context.matchBefore(/[A-Za-z_][A-Za-z0-9_]*/);
      const member = context.matchBefore(/\.[A-Za-z0-9_]*/);
      if (!word && !member && !context.explicit) return null;
      const from = member ? member.from + 1 : (word?.from ?? context.pos);
      const items = await props.current.complete(context.state.doc.toString(), context.pos);
      return completionResult(items, from);
    };
    const view = new EditorView({
      parent: parent.current,
      state: EditorState.create({
        doc: text,
        extensions: [
          basicSetup,
          ludic,
          syntaxHighlighting(defaultHighlightStyle),
          lintGutter(),
          linter(
            async (v) => {
              const doc = v.state.doc;
              const since = changedAt;
              const marks = await props.current.lint(doc.toString());
              // Overtaken by a newer text: CodeMirror drops the answer of a stale doc anyway.
              if (marks === null || v.state.doc !== doc) return [];
              if (since !== null && changedAt === since) {
                changedAt = null;
                props.current.onLinted?.(performance.now() - since);
              }
              return marks;
            },
            { delay: LINT_DELAY_MS },
          ),
          autocompletion({ override: [source] }),
          hoverTooltip(async (v, pos) => {
            const h = await props.current.hover(v.state.doc.toString(), pos);
            if (!h) return null;
            return { pos: h.from, end: h.to, above: true, create: () => ({ dom: hoverDom(h.markdown) }) };
          }),
          EditorView.updateListener.of((u) => {
            if (!u.docChanged) return;
            changedAt = performance.now();
            props.current.onChange(u.state.doc.toString());
          }),
          EditorView.contentAttributes.of({ "aria-label": label }),
        ],
      }),
    });
    return () => view.destroy();
  }, []);

  return <div className="pg-editor" ref={parent} />;
}
