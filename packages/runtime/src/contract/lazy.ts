/**
 * The engine contract built at its first use. A generated index.ts calls `lazyContract` at load
 * and exports its functions; `makeContract` runs (and reads the rules' tables) only when one of
 * them is first called, so an app that imports only `meta` pays for nothing else, and a bundler
 * can drop the rules when nothing calls the contract (the call is pure).
 */
import type { Move as AnyMove } from "../types.js";
import {
  type Contract,
  type ContractState,
  type ContractTables,
  makeContract,
  type ZoneKey,
} from "./engine.js";

/**
 * The contract's tables keyed by rules names, as the compiler writes them: one JSON text, parsed
 * when the contract is built. JSON.parse keeps any key (`__proto__` too) an own data property.
 */
export interface ContractNames {
  /** Indexed variables and zones: "seat", "card", "cell" or an enum's name. */
  VAR_INDEX: Record<string, string>;
  ZONE_INDEX: Record<string, string>;
  /** Variables of an optional type (`seat?`). */
  OPTIONAL_VARS: string[];
  /** Variables whose values views name: "card", "cell", an enum's name, "list:…". */
  VAR_VALUE: Record<string, string>;
  /** The card parameters of each action. */
  CARD_ARGS: Record<string, string[]>;
}

/** What the generated code passes besides the names: its tables and the rules' functions. */
export type ContractCode<S extends ContractState<F>, F> = Omit<
  ContractTables<S, F>,
  keyof ContractNames | "INDEX_NAMES"
> & {
  /** The names of the values of each kind of index (seats are numbers). */
  INDEX_NAMES: Record<string, readonly string[]>;
};

/** A table keyed by rules names with no prototype: `constructor` or `toString` is no key unless declared. */
function lookup<V>(entries: Record<string, V>): Record<string, V> {
  return Object.assign(Object.create(null) as Record<string, V>, entries);
}

/** The tables makeContract takes, from the JSON names and the code's tables. */
export function contractTables<S extends ContractState<F>, F>(
  namesJson: string,
  code: ContractCode<S, F>,
): ContractTables<S, F> {
  const names = JSON.parse(namesJson) as ContractNames;
  return {
    ...code,
    VAR_INDEX: lookup(names.VAR_INDEX),
    ZONE_INDEX: lookup(names.ZONE_INDEX),
    OPTIONAL_VARS: new Set(names.OPTIONAL_VARS),
    VAR_VALUE: lookup(names.VAR_VALUE),
    INDEX_NAMES: lookup(code.INDEX_NAMES),
    CARD_ARGS: lookup(names.CARD_ARGS),
  };
}

/**
 * The contract over a game's tables, built by `makeContract` when one of its functions is first
 * called. `namesJson` is the JSON text of the game's ContractNames; `code` returns the rest (it
 * runs once, at that first call). `ZONE_KEYS` is the one table the engine reads at load (its
 * determinize tables hold it): the same array from the start, filled when the contract is
 * built, which every function that reads it (determinize reads it after `view`) has done.
 */
export function lazyContract<S extends ContractState<F>, F, M extends AnyMove>(
  namesJson: string,
  code: () => ContractCode<S, F>,
): Contract<S, M> {
  let built: Contract<S, M> | null = null;
  const zoneKeys: ZoneKey[] = [];
  const contract = (): Contract<S, M> => {
    if (built === null) {
      const made = makeContract<S, F, M>(contractTables(namesJson, code()));
      built = made;
      zoneKeys.push(...made.ZONE_KEYS);
      // From now on the engine's calls go straight to the built functions (no wrapper per call).
      const { ZONE_KEYS: _keys, unchecked, ...fns } = made;
      Object.assign(lazy, fns);
      Object.assign(lazy.unchecked, unchecked);
    }
    return built;
  };
  const lazy: Contract<S, M> = {
    ZONE_KEYS: zoneKeys,
    setup: (o) => contract().setup(o),
    position: (spec) => contract().position(spec),
    decisions: (st) => contract().decisions(st),
    legalMoves: (st, seat) => contract().legalMoves(st, seat),
    applyMove: (st, m) => contract().applyMove(st, m),
    view: (st, viewer) => contract().view(st, viewer),
    outcome: (st) => contract().outcome(st),
    replay: (r) => contract().replay(r),
    namedFor: (st, m, seat) => contract().namedFor(st, m, seat),
    unchecked: {
      legalMoves: (st, seat) => contract().unchecked.legalMoves(st, seat),
      applyMove: (st, m) => contract().unchecked.applyMove(st, m),
      trustLike: (from, to) => contract().unchecked.trustLike(from, to),
      trust: (st) => contract().unchecked.trust(st),
      check: (st) => contract().unchecked.check(st),
    },
  };
  return lazy;
}
