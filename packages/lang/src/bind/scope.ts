/** Lexical scopes of locals, parameters, loop, query and option variables. */
import type { Symbol as Sym } from "../check/model.js";

export class Scope {
  private readonly names = new Map<string, Sym>();

  constructor(readonly parent: Scope | null = null) {}

  child(): Scope {
    return new Scope(this);
  }

  /** Declares `name` here; returns false when this very scope already has it. */
  declare(name: string, symbol: Sym): boolean {
    if (this.names.has(name)) return false;
    this.names.set(name, symbol);
    return true;
  }

  lookup(name: string): Sym | undefined {
    return this.names.get(name) ?? this.parent?.lookup(name);
  }

  /** Every visible name, innermost first (for suggestions). */
  allNames(): string[] {
    return [...this.names.keys(), ...(this.parent?.allNames() ?? [])];
  }
}
