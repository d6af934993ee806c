import type { Engine } from "@ludic/runtime";
import { type ChangeEvent, type FormEvent, useId, useState } from "react";
import { GamePreview } from "../components/GamePreview.js";
import { playersText, variantName } from "../model/engines.js";
import {
  decodeSavedGame,
  linkPayload,
  parseSavedGame,
  RecordError,
  type SavedGame,
} from "../model/record.js";
import { type Session, variantPlayers } from "../model/session.js";
import { href } from "../navigation.js";

export interface HomeProps {
  engines: readonly Engine[];
  /** The game in progress, if any. */
  current: Session | null;
  onOpenRecord(saved: SavedGame): void;
}

/** Every game and variant the app has, each with its players and summary from the rules file. */
export function Home({ engines, current, onOpenRecord }: HomeProps) {
  const currentEngine = current ? engines.find((e) => e.meta.id === current.plan.game) : undefined;
  return (
    <div className="home">
      <section className="home-intro">
        <h1>Play the games</h1>
        <p>
          Each game below is written as rules in the Ludic language and compiled into an engine. Play against
          bots, with friends at one screen, or watch bots play; replay and share any game.{" "}
          <a href={href({ page: "online", table: null })}>Play online</a> with a friend on another device.
        </p>
        {current && currentEngine && currentEngine.outcome(current.state) === null && (
          <p className="home-resume">
            <a className="button button--primary" href={href({ page: "play" })}>
              Back to your game of {currentEngine.meta.title}
            </a>
          </p>
        )}
      </section>
      <ul className="game-list" aria-label="Games">
        {engines.map((engine) => (
          <GameCard key={engine.meta.id} engine={engine} />
        ))}
      </ul>
      <LoadRecord onOpen={onOpenRecord} />
    </div>
  );
}

function GameCard({ engine }: { engine: Engine }) {
  const { meta } = engine;
  const headingId = useId();
  const variants = meta.variants;
  return (
    <li className="game-card" aria-labelledby={headingId} data-game={meta.id}>
      <div className="game-card-head">
        <h2 id={headingId}>{meta.title}</h2>
        <span className="game-card-players">{playersText(meta.players)}</span>
      </div>
      <div className="game-card-body">
        <p className="game-card-summary">{meta.summary}</p>
        <GamePreview engine={engine} />
      </div>
      {variants.length > 1 && (
        <ul className="variant-list" aria-label={`Variants of ${meta.title}`}>
          {variants.map((v) => (
            <li key={v.id}>
              <div>
                <strong>{variantName(meta, v)}</strong>{" "}
                <span className="variant-players">{playersText(variantPlayers(meta, v.id))}</span>
                {v.summary && v.summary !== meta.summary && <p>{v.summary}</p>}
              </div>
              <a
                className="button button--small"
                href={href({ page: "new", game: meta.id, variant: v.id })}
                aria-label={`Play ${meta.title}: ${variantName(meta, v)}`}
              >
                Play
              </a>
            </li>
          ))}
        </ul>
      )}
      <div className="game-card-actions">
        <a
          className="button button--primary"
          href={href({ page: "new", game: meta.id, variant: null })}
          aria-label={`New game of ${meta.title}`}
        >
          New game
        </a>
        <a
          className="button"
          href={href({ page: "rules", game: meta.id, anchor: null })}
          aria-label={`Rules of ${meta.title}`}
        >
          Rules
        </a>
      </div>
    </li>
  );
}

/** Open a record: a downloaded file, or a shared link pasted in. */
function LoadRecord({ onOpen }: { onOpen(saved: SavedGame): void }) {
  const [error, setError] = useState<string | null>(null);
  const [link, setLink] = useState("");
  const fileId = useId();
  const linkId = useId();
  const fail = (e: unknown) =>
    setError(e instanceof RecordError ? e.message : `That is not a game record (${String(e)})`);
  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    try {
      const text = await file.text();
      let data: unknown;
      try {
        data = JSON.parse(text);
      } catch {
        throw new RecordError(`${file.name} is not JSON`);
      }
      onOpen(parseSavedGame(data));
    } catch (err) {
      fail(err);
    }
  };
  const onLink = async (e: FormEvent) => {
    e.preventDefault();
    const payload = linkPayload(link);
    if (!payload) {
      setError("Paste a link to a replay (it contains #/replay/…)");
      return;
    }
    try {
      onOpen(await decodeSavedGame(payload));
    } catch (err) {
      fail(err);
    }
  };
  return (
    <section className="load-record" aria-labelledby={`${fileId}-title`}>
      <h2 id={`${fileId}-title`}>Replay a game</h2>
      <p>Open a record you downloaded at the end of a game, or a link someone shared.</p>
      <div className="load-record-row">
        <label htmlFor={fileId}>Game record file</label>
        <input id={fileId} type="file" accept=".json,application/json" onChange={onFile} />
      </div>
      <form className="load-record-row" onSubmit={onLink}>
        <label htmlFor={linkId}>Shared link</label>
        <input
          id={linkId}
          type="text"
          value={link}
          placeholder="http://…/#/replay/z…"
          onChange={(e) => setLink(e.target.value)}
        />
        <button className="button" type="submit">
          Open
        </button>
      </form>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
