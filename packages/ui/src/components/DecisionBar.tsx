import type { Move } from "@ludic/runtime";
import { useEffect, useId, useRef, useState } from "react";
import { paramsOf, sameMove } from "../model/choices.js";
import { humanize } from "../model/labels.js";
import type { Words } from "../model/words.js";
import type { Choice } from "./useChoice.js";

export interface DecisionBarProps {
  choice: Choice;
  words: Words;
  onMove(move: Move): void;
  /** What the table says above the controls: "Your move", "Waiting for Seat 2", "Seat 1 wins". */
  prompt: string;
  /** A simultaneous decision: moves are committed face down. */
  simultaneous?: boolean;
  /** An error to show (a refused move). */
  error?: string | null;
  /**
   * Moves that end the game (concede, stop, forfeit; `endingMoves`): styled apart from the
   * others and played only after "Yes, …" in a confirmation.
   */
  ending?: readonly Move[];
  /** Why the decision is asked, from the rules ("A 7 resolves: play the top card at once …"). */
  context?: string;
  /** What an action does, from the rules' help texts: shown on its button and for the action chosen. */
  help?: (action: string) => string | undefined;
}

/**
 * The pending decision as controls. Moves without arguments (draw, pass, go, stop) are buttons
 * that play at once; a move with arguments is built step by step — a card (on the table or in the
 * list here), an action if several fit, a target — then confirmed. Escape cancels, Back undoes
 * the last step. A simultaneous decision commits face down.
 */
export function DecisionBar({
  choice,
  words,
  onMove,
  prompt,
  simultaneous = false,
  error = null,
  ending = [],
  context,
  help = () => undefined,
}: DecisionBarProps) {
  const { stage, selection } = choice;
  const confirmRef = useRef<HTMLButtonElement>(null);
  const [asking, setAsking] = useState<Move | null>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  // A move asked about that is no longer legal (the position moved on) is forgotten.
  const stillAsking = asking !== null && stage.immediate.some((m) => sameMove(m, asking)) ? asking : null;
  useEffect(() => {
    if (stillAsking) keepRef.current?.focus();
  }, [stillAsking]);
  const ends = (m: Move) => ending.some((e) => sameMove(e, m));
  const headingId = useId();
  const ready = stage.ready;
  useEffect(() => {
    if (ready) confirmRef.current?.focus();
  }, [ready]);
  const started = selection.picks.length > 0 || selection.action !== null;
  const cancel = choice.cancel;
  // Escape cancels the choice being built, wherever the focus is (on a card of the table).
  useEffect(() => {
    if (!started) return;
    const onKey = (e: KeyboardEvent): void => {
      if (e.key === "Escape") {
        e.preventDefault();
        cancel();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [started, cancel]);
  const play = (m: Move): void => {
    cancel();
    onMove(m);
  };
  const anything = stage.available.length > 0;
  const pickedAction = selection.action ?? stage.available[0]?.action;
  const pickedParams = pickedAction ? paramsOf(words.meta, pickedAction) : [];
  const picked = selection.picks.map((v, i) =>
    words.value(pickedParams[i] ?? { name: "value", type: "value" }, v),
  );
  const nextName = stage.next
    ? humanize(stage.next.param.name === "col" ? "column" : stage.next.param.name).toLowerCase()
    : "";
  const commit = simultaneous ? "Commit face down" : "Confirm";
  // The action being built, or the only one there is: its help says what it will do.
  const explained =
    ready?.action ?? selection.action ?? (stage.actions.length === 1 ? stage.actions[0]?.action : undefined);
  const explanation = explained ? help(explained) : undefined;
  const menu = stage.immediate
    .map((m) => m.action)
    .concat(stage.actions.map((a) => a.action))
    .filter((a, i, all) => all.indexOf(a) === i && a !== explained)
    .flatMap((a) => {
      const text = help(a);
      return text ? [{ action: a, text }] : [];
    });
  return (
    <section
      className={`ludic-decision ${anything ? "ludic-decision--active" : ""}`}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="ludic-prompt" aria-live="polite">
        {prompt}
      </h2>
      {context && anything && <p className="ludic-context">{context}</p>}
      {simultaneous && anything && (
        <p className="ludic-note">
          <span aria-hidden="true">🂠 </span>Everyone chooses at once; the others see only that you have
          committed.
        </p>
      )}
      {error && (
        <p className="ludic-error" role="alert">
          {error}
        </p>
      )}
      {explanation && !stillAsking && (
        <p className="ludic-help">
          <span className="ludic-caption-label">{words.actionLabel(explained ?? "")}:</span> {explanation}
        </p>
      )}
      {stillAsking ? (
        // biome-ignore lint/a11y/useSemanticElements: an inline confirmation, not a modal dialog
        <div className="ludic-confirm ludic-confirm--ending" role="group" aria-label="End the game?">
          <p className="ludic-summary">
            {words.actionLabel(stillAsking.action)} ends the game now. Are you sure?
          </p>
          <div className="ludic-buttons">
            <button
              type="button"
              className="ludic-button ludic-button--danger"
              onClick={() => {
                setAsking(null);
                play(stillAsking);
              }}
            >
              Yes, {words.actionLabel(stillAsking.action).toLowerCase()}
            </button>
            <button type="button" ref={keepRef} className="ludic-button" onClick={() => setAsking(null)}>
              Keep playing
            </button>
          </div>
        </div>
      ) : ready ? (
        <div className="ludic-confirm">
          <p className="ludic-summary">{words.describe(ready)}</p>
          <div className="ludic-buttons">
            <button
              type="button"
              ref={confirmRef}
              className="ludic-button ludic-button--primary"
              onClick={() => play(ready)}
            >
              {commit}
            </button>
            <button type="button" className="ludic-button" onClick={choice.back}>
              Back
            </button>
            <button type="button" className="ludic-button ludic-button--quiet" onClick={choice.cancel}>
              Cancel
            </button>
          </div>
        </div>
      ) : (
        anything && (
          <div className="ludic-steps">
            {stage.immediate.length > 0 && (
              // biome-ignore lint/a11y/useSemanticElements: a group of buttons, not of form fields
              <div className="ludic-buttons" role="group" aria-label="Moves">
                {stage.immediate.map((m) => (
                  <button
                    key={m.action}
                    type="button"
                    className={`ludic-button ${ends(m) ? "ludic-button--ending" : "ludic-button--primary"}`}
                    title={help(m.action)}
                    onClick={() => (ends(m) ? setAsking(m) : play(m))}
                  >
                    {words.actionLabel(m.action)}
                    {ends(m) ? " …" : ""}
                  </button>
                ))}
              </div>
            )}
            {picked.length > 0 && (
              <p className="ludic-picked">
                Chosen: <strong>{picked.join(", ")}</strong>
              </p>
            )}
            {stage.actions.length > 1 || (stage.actions.length === 1 && !started) ? (
              // biome-ignore lint/a11y/useSemanticElements: a group of buttons, not of form fields
              <div
                className="ludic-buttons"
                role="group"
                aria-label={started ? `What to do with the ${picked.join(", ")}` : "Actions"}
              >
                {stage.actions.map((a) => (
                  <button
                    key={a.action}
                    type="button"
                    className={`ludic-button ${selection.action === a.action ? "ludic-button--on" : ""}`}
                    aria-pressed={selection.action === a.action}
                    title={help(a.action)}
                    onClick={() => choice.chooseAction(a.action)}
                  >
                    {words.actionLabel(a.action)}
                    {a.complete ? "" : " …"}
                  </button>
                ))}
              </div>
            ) : null}
            {stage.next && (
              // biome-ignore lint/a11y/useSemanticElements: a group of buttons, not of form fields
              <div className="ludic-choices" role="group" aria-label={`Choose the ${nextName}`}>
                <span className="ludic-choices-label">Choose the {nextName}:</span>
                {stage.next.values.map((v) => (
                  <button
                    key={String(v)}
                    type="button"
                    className="ludic-chip-choice"
                    onClick={() => choice.pick(v)}
                  >
                    {words.value(stage.next?.param ?? { name: "value", type: "value" }, v)}
                  </button>
                ))}
              </div>
            )}
            {menu.length > 0 && (!started || stage.actions.length > 1) && (
              <details className="ludic-move-help" open={started}>
                <summary>What these moves do</summary>
                <dl>
                  {menu.map((m) => (
                    <div key={m.action}>
                      <dt>{words.actionLabel(m.action)}</dt>
                      <dd>{m.text}</dd>
                    </div>
                  ))}
                </dl>
              </details>
            )}
            {started && (
              <div className="ludic-buttons">
                <button type="button" className="ludic-button" onClick={choice.back}>
                  Back
                </button>
                <button type="button" className="ludic-button ludic-button--quiet" onClick={choice.cancel}>
                  Cancel
                </button>
              </div>
            )}
          </div>
        )
      )}
    </section>
  );
}
