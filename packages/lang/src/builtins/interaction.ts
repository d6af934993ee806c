/**
 * Builtins of the interaction and visibility constructs (docs/language.md §4, §5): what a seat
 * knows.
 */

import { BOOL, CHOOSER } from "../check/types.js";
import type { Builtin } from "./signature.js";

export const INTERACTION_BUILTINS = {
  /** `auto`: a chooser that is no seat — the rules decide for it, at random (`choose auto { … }`). */
  auto: { value: CHOOSER, overloads: [], impure: false },
  /** `knows(s, c)`: seat `s` has been shown card `c` by `peek` and the card has not moved since. */
  knows: {
    value: null,
    impure: false,
    overloads: [
      {
        params: [
          { name: "s", kind: "seat" },
          { name: "c", kind: "card" },
        ],
        result: () => BOOL,
      },
    ],
  },
} satisfies Record<string, Omit<Builtin, "name">>;
