/**
 * The rules editor: CodeMirror 6 with the rules language's highlighting and the checker's
 * diagnostics as you type (debounced by CodeMirror's linter). The text lives in the page's
 * state; the editor only reports changes, so nothing a build or a check does can lose it.
 */
import { defaultHighlightStyle, StreamLanguage, syntaxHighlighting } from "@codemirror/language";
import { type Diagnostic as CmDiagnostic, linter, lintGutter } from "@codemirror/lint";
import { EditorState } from "@codemirror/state";
import { EditorView } from "@codemirror/view";
import { basicSetup } from "codemirror";
import { useEffect, useRef } from "react";
import { type LudicTokenState, startState, token } from "./highlight.js";

const ludic = StreamLanguage.define<LudicTokenState>({
  name: "ludic",
  startState,
  token,
  copyState: (s) => ({ ...s }),
  languageData: { commentTokens: { line: "//", block: { open: "/*", close: "*/" } } },
});

export interface EditorProps {
  /** The file's text when the editor opens (later changes come from the editor itself). */
  text: string;
  label: string;
  onChange(text: string): void;
  /** The file's diagnostics for its current text. */
  lint(text: string): Promise<CmDiagnostic[]>;
}

export function Editor({ text, label, onChange, lint }: EditorProps) {
  const parent = useRef<HTMLDivElement>(null);
  const change = useRef(onChange);
  change.current = onChange;
  const check = useRef(lint);
  check.current = lint;

  // Made once per file (the parent keys it by file); later texts come from the editor itself.
  useEffect(() => {
    if (!parent.current) return;
    const view = new EditorView({
      parent: parent.current,
      state: EditorState.create({
        doc: text,
        extensions: [
          basicSetup,
          ludic,
          syntaxHighlighting(defaultHighlightStyle),
          lintGutter(),
          linter((v) => check.current(v.state.doc.toString()), { delay: 150 }),
          EditorView.updateListener.of((u) => {
            if (u.docChanged) change.current(u.state.doc.toString());
          }),
          EditorView.contentAttributes.of({ "aria-label": label }),
        ],
      }),
    });
    return () => view.destroy();
  }, []);

  return <div className="pg-editor" ref={parent} />;
}
