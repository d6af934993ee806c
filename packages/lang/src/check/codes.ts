/**
 * Every checker diagnostic code with a one-line summary. docs/diagnostics.md explains each one
 * with an example and the fix (a test keeps the two in step). Codes never change meaning.
 */
export const CHECK_CODES = {
  // Names and declarations
  LUD301: "unknown name",
  LUD302: "duplicate declaration",
  LUD303: "duplicate local, parameter or variable name in one scope",
  LUD304: "unknown member (card attribute, enum member, label/index)",
  LUD305: "ambiguous bare enum member",
  LUD306: "unknown option set in `use`",
  LUD307: "unknown type",
  LUD308: "wrong type arguments",
  LUD309: "a name used as the wrong kind of thing (not a value, not callable, not a zone, not a card type)",
  LUD310: "`override` with no base declaration",
  LUD311: "`override` with a different signature",
  LUD312: "redeclaration in a variant without `override`",
  LUD320: "file without a `game` or `variant` header",
  LUD321: "no base game file",
  LUD322: "more than one base game file",
  LUD323: "variant extends an unknown variant",
  LUD324: "variants extend each other in a cycle",
  LUD325: "two variants with the same id",
  LUD326: "missing title",
  LUD327: "players is not a number or a range",
  LUD328: "position rule unknown or with the wrong parameters",
  LUD329: "unknown, duplicate or ill-typed header field",
  LUD330: "unknown zone kind or visibility",
  LUD331: "variable index is not `seat` or a card type",
  LUD332: "reveal of a zone with the wrong seat variables",
  LUD336: "an option whose type setup() cannot receive (not int, bool, str, an enum or a list of those)",
  LUD341: "card without a value for an attribute",
  LUD342: "card with an attribute its type does not have",
  LUD343: "two cards with the same id",
  LUD344: "card giving a value to a derived attribute",
  // Types and rule structure
  LUD401: "impure operation in a pure context (fn, when, const, …)",
  LUD402: "type mismatch",
  LUD403: "wrong number of arguments",
  LUD404: "operator applied to the wrong types",
  LUD405: "wrong return",
  LUD406: "missing return",
  LUD407: "break or continue outside a loop",
  LUD408: "unreachable code (warning)",
  LUD409: "choice parameter whose domain is not a zone, list, range, enum or seats",
  LUD410: "two options with the same name in one choice",
  LUD411: "assignment to something that cannot be assigned",
  LUD412: "per-seat or per-card name used without an index, or an index on something that has none",
  LUD413: "query with a missing or extra `of`",
  LUD420: "a rule that asks for a decision called inside a larger expression",
  LUD421: "a rule that returns nothing used as a value",
  // Data constructs (language v2)
  LUD440: "an option read where values are computed at compile time (const, `cards`, derived attribute)",
} as const;

export type CheckCode = keyof typeof CHECK_CODES;
