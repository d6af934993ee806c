/** The game in progress survives a reload of the page (session storage: this tab only). */
import type { Engine, GameRecord } from "@ludic/runtime";
import { type GamePlan, resumeSession, type Session, type SessionHooks } from "./model/session.js";

const KEY = "ludic:game";

export function storeSession(session: Session): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ plan: session.plan, record: session.record }));
  } catch {
    // Storage full or refused: the game simply does not survive a reload.
  }
}

export function restoreSession(
  engines: readonly Engine[],
  hooks: (engine: Engine) => SessionHooks,
): Session | null {
  try {
    const text = sessionStorage.getItem(KEY);
    if (!text) return null;
    const { plan, record } = JSON.parse(text) as { plan: GamePlan; record: GameRecord };
    const engine = engines.find((e) => e.meta.id === plan.game);
    return engine ? resumeSession(engine, plan, record, hooks(engine)) : null;
  } catch {
    return null;
  }
}
