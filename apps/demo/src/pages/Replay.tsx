import type { Engine, Seat } from "@ludic/runtime";
import { catalogueOf, describeMove, makeWords, Table } from "@ludic/ui";
import { useEffect, useId, useMemo, useState } from "react";
import { EndPanel } from "../components/EndPanel.js";
import { Problem } from "../components/Problem.js";
import { RecordTools } from "../components/RecordTools.js";
import type { Viewer } from "../model/handover.js";
import { decodeSavedGame, RecordError, type SavedGame } from "../model/record.js";
import { href } from "../navigation.js";
import { skinOf } from "../skins/index.js";

/** A replay from a shared link: decoded, then shown. */
export function SharedReplay({ payload, engines }: { payload: string; engines: readonly Engine[] }) {
  const [saved, setSaved] = useState<SavedGame | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    decodeSavedGame(payload).then(setSaved, (e: unknown) =>
      setError(e instanceof RecordError ? e.message : String(e)),
    );
  }, [payload]);
  if (error) return <Problem title="This link cannot be replayed">{error}</Problem>;
  if (!saved) return <p className="app-loading">Reading the record…</p>;
  return <ReplayPage saved={saved} engines={engines} />;
}

interface Replayed<S> {
  states: S[];
  /** Why the record stops replaying before its end (a move the engine refuses). */
  problem: string | null;
}

function replaySteps<S>(engine: Engine<S>, saved: SavedGame): Replayed<S> {
  const { record } = saved;
  let state: S;
  try {
    state = engine.setup({
      players: record.players,
      seed: record.seed,
      ...(record.variant ? { variant: record.variant } : {}),
      ...(Object.keys(record.options).length > 0 ? { options: record.options } : {}),
    });
  } catch (e) {
    return { states: [], problem: e instanceof Error ? e.message : String(e) };
  }
  const states = [state];
  for (const [i, move] of record.moves.entries()) {
    try {
      state = engine.applyMove(state, move);
    } catch (e) {
      return {
        states,
        problem: `Move ${i + 1} does not replay: ${e instanceof Error ? e.message : String(e)}`,
      };
    }
    states.push(state);
  }
  return { states, problem: null };
}

/**
 * The replay viewer: steps and scrubs through a record's moves, from the spectator's view or any
 * seat's, with the log and the last move in words (hidden cards stay hidden from that viewer).
 */
export function ReplayPage({ saved, engines }: { saved: SavedGame; engines: readonly Engine[] }) {
  const engine = engines.find((e) => e.meta.id === saved.record.game);
  if (!engine) {
    return (
      <Problem title="Unknown game">
        This record is a game of “{saved.record.game}”, which this app does not have.
      </Problem>
    );
  }
  return <Replay engine={engine} saved={saved} />;
}

function Replay({ engine, saved }: { engine: Engine; saved: SavedGame }) {
  const { meta } = engine;
  const { record } = saved;
  const id = useId();
  const { states, problem } = useMemo(() => replaySteps(engine, saved), [engine, saved]);
  const last = Math.max(0, states.length - 1);
  const [step, setStep] = useState(last);
  const [viewer, setViewer] = useState<Viewer>("spectator");
  const [playing, setPlaying] = useState(false);
  const names = useMemo(
    () => saved.seatNames ?? Array.from({ length: record.players }, (_, s) => `Seat ${s + 1}`),
    [saved.seatNames, record.players],
  );
  const at = Math.min(step, last);

  useEffect(() => {
    if (!playing) return;
    if (at >= last) {
      setPlaying(false);
      return;
    }
    const t = setTimeout(() => setStep(at + 1), 700);
    return () => clearTimeout(t);
  }, [playing, at, last]);

  const catalogue = catalogueOf(meta);
  const history = useMemo(
    () =>
      states[0] === undefined ? undefined : { engine, start: states[0], moves: record.moves.slice(0, at) },
    [engine, states, record.moves, at],
  );
  const words = useMemo(() => makeWords(meta, catalogue, skinOf(meta.id), names), [meta, catalogue, names]);
  const state = states[at];
  if (state === undefined) return <Problem title="This record cannot be replayed">{problem}</Problem>;
  const view = engine.view(state, viewer);
  const move = at > 0 ? record.moves[at - 1] : undefined;
  const before = at > 0 ? states[at - 1] : undefined;
  const lastMove =
    move && before !== undefined
      ? describeMove(words, move, viewer, engine.view(before, viewer), view, catalogue)
      : "The deal, before the first move";
  const outcome = engine.outcome(state);
  const variant = meta.variants.find((v) => v.id === record.variant);
  const go = (n: number) => {
    setPlaying(false);
    setStep(Math.max(0, Math.min(last, n)));
  };
  const versionNote =
    record.rulesVersion && record.rulesVersion !== meta.rulesVersion
      ? `Recorded with rules version ${record.rulesVersion}; this app has ${meta.rulesVersion}.`
      : null;

  return (
    <div className="replay">
      <header className="play-bar">
        <div className="play-title">
          <h1>Replay: {variant?.title ?? meta.title}</h1>
          <span className="muted">
            Seed <code>{record.seed}</code> · {names.join(", ")}
          </span>
        </div>
        <div className="button-row">
          <a className="button button--small" href={href({ page: "rules", game: meta.id, anchor: null })}>
            Rules
          </a>
        </div>
      </header>

      {(problem || versionNote) && (
        <div className="banner banner--error" role="alert">
          {problem && <p>{problem}</p>}
          {versionNote && <p>{versionNote}</p>}
        </div>
      )}

      <section className="replay-controls" aria-label="Replay controls">
        <div className="replay-row">
          <div className="button-row">
            <button type="button" className="button button--small" onClick={() => go(0)} disabled={at === 0}>
              « First
            </button>
            <button
              type="button"
              className="button button--small"
              onClick={() => go(at - 1)}
              disabled={at === 0}
            >
              ◀ Back
            </button>
            <button
              type="button"
              className="button button--small button--primary"
              onClick={() => {
                if (at >= last) setStep(0);
                setPlaying(at >= last || !playing);
              }}
            >
              {playing ? "Pause" : "Play"}
            </button>
            <button
              type="button"
              className="button button--small"
              onClick={() => go(at + 1)}
              disabled={at >= last}
            >
              Next ▶
            </button>
            <button
              type="button"
              className="button button--small"
              onClick={() => go(last)}
              disabled={at >= last}
            >
              Last »
            </button>
          </div>
          <label className="replay-viewer">
            <span>Seen by</span>
            <select
              value={String(viewer)}
              onChange={(e) =>
                setViewer(e.target.value === "spectator" ? "spectator" : (Number(e.target.value) as Seat))
              }
            >
              <option value="spectator">Spectator (public cards only)</option>
              {names.map((n, s) => (
                <option key={s} value={s}>
                  Seat {s + 1}: {n}
                </option>
              ))}
            </select>
          </label>
        </div>
        <div className="replay-row">
          <label htmlFor={`${id}-scrub`} className="replay-position">
            Move <strong>{at}</strong> of {last}
          </label>
          <input
            id={`${id}-scrub`}
            className="replay-scrub"
            type="range"
            min={0}
            max={last}
            value={at}
            aria-valuetext={`Move ${at} of ${last}`}
            onChange={(e) => go(Number(e.target.value))}
          />
        </div>
        <p className="replay-move" aria-live="polite">
          {lastMove}
        </p>
      </section>

      {outcome && at === last && (
        <EndPanel outcome={outcome} names={names} moves={record.moves.length}>
          <RecordTools saved={saved} />
        </EndPanel>
      )}

      <Table
        meta={meta}
        view={view}
        moves={[]}
        onMove={() => {}}
        seatNames={names}
        skin={skinOf(meta.id)}
        history={history}
      />
      {!(outcome && at === last) && (
        <details className="play-more">
          <summary>This game's record</summary>
          <RecordTools saved={saved} compact />
        </details>
      )}
    </div>
  );
}
