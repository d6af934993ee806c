/**
 * The names a piece of generated code uses, read with TypeScript's own scanner so a rules text
 * in a string or a comment (one holding a comment's end, say) never counts as code, nor hides any.
 */
import { ts } from "ts-morph";

export function identifiersIn(code: string): Set<string> {
  const names = new Set<string>();
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, ts.LanguageVariant.Standard, code);
  // Brace depths at which an open template's `${` was entered: its `}` resumes the template.
  const templates: number[] = [];
  let depth = 0;
  for (let t = scanner.scan(); t !== ts.SyntaxKind.EndOfFileToken; t = scanner.scan()) {
    if (t === ts.SyntaxKind.Identifier) names.add(scanner.getTokenValue());
    else if (t === ts.SyntaxKind.TemplateHead) templates.push(depth);
    else if (t === ts.SyntaxKind.OpenBraceToken) depth++;
    else if (t === ts.SyntaxKind.CloseBraceToken) {
      if (templates.length > 0 && templates[templates.length - 1] === depth) {
        const rescanned = scanner.reScanTemplateToken(false);
        if (rescanned === ts.SyntaxKind.TemplateTail) templates.pop();
      } else depth--;
    }
  }
  return names;
}
