/**
 * "Play online": a form that sets up a table on the server (any game, variant and options;
 * each seat a person or a bot; a turn clock; private or listed) and the list of open tables to
 * join or watch.
 */
import type { Engine, GameOptions } from "@ludic/runtime";
import { type FormEvent, useCallback, useEffect, useId, useMemo, useState } from "react";
import { Field } from "../components/Field.js";
import { playersText, variantName } from "../model/engines.js";
import { changedOptions, optionFields, optionText, parseOption } from "../model/options.js";
import { STRENGTHS } from "../model/seats.js";
import { defaultVariant, variantPlayers } from "../model/session.js";
import { navigate } from "../navigation.js";
import { OptionControl } from "../pages/NewGame.js";
import { serverAddress } from "./address.js";
import { type OnlineSeat, serverSeat } from "./seats.js";
import { createTable, joinTable, type Listing, listTables } from "./tables.js";
import "./online.css";

const CLOCKS = [0, 30, 60, 120, 300];
/** How often the list of open tables is asked for again. */
const LIST_EVERY_MS = 4000;

function problem(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

export function Lobby({ engines }: { engines: readonly Engine[] }) {
  return (
    <div className="online">
      <header className="page-head">
        <h1>Play online</h1>
        <span className="muted">
          Server <code>{serverAddress().ws}</code>
        </span>
      </header>
      <p>
        Set up a table on the server, send its link to a friend, and play from two devices; bots can fill any
        seat. The server deals and keeps every hidden card: each player's browser only ever gets their own
        view.
      </p>
      <div className="online-columns">
        <CreateTable engines={engines} />
        <OpenTables engines={engines} />
      </div>
    </div>
  );
}

function CreateTable({ engines }: { engines: readonly Engine[] }) {
  const id = useId();
  const [game, setGame] = useState(engines[0]?.meta.id ?? "");
  const engine = engines.find((e) => e.meta.id === game) ?? engines[0];
  const meta = engine?.meta;
  const [variant, setVariant] = useState(meta ? defaultVariant(meta) : "");
  const range = meta ? variantPlayers(meta, variant) : { min: 1, max: 1 };
  const [players, setPlayers] = useState(range.min);
  const count = Math.min(range.max, Math.max(range.min, players));
  const [seats, setSeats] = useState<OnlineSeat[]>(["person", "person", ...new Array(14).fill("medium")]);
  const [clock, setClock] = useState(0);
  const [forfeit, setForfeit] = useState(false);
  const [secret, setSecret] = useState(false);
  const fields = useMemo(() => (meta ? optionFields(meta, variant) : []), [meta, variant]);
  const [optionTexts, setOptionTexts] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!meta) return null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const values: GameOptions = {};
    for (const f of fields) {
      const text = optionTexts[f.name];
      if (text === undefined) continue;
      const parsed = parseOption(f, text);
      if ("error" in parsed) return setError(parsed.error);
      values[f.name] = parsed.value;
    }
    const options = changedOptions(fields, values);
    setBusy(true);
    setError(null);
    try {
      const table = await createTable({
        game,
        variant,
        players: count,
        seats: seats.slice(0, count).map(serverSeat),
        ...(Object.keys(options).length > 0 ? { options } : {}),
        ...(clock > 0 ? { turnSeconds: clock, onTimeout: forfeit ? "forfeit" : "auto" } : {}),
        private: secret,
      });
      navigate({ page: "online", table: table.tableId });
    } catch (err) {
      setError(problem(err));
      setBusy(false);
    }
  };

  return (
    <form className="online-create" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Set up a table</h2>
      <fieldset className="form-block">
        <legend>Game</legend>
        <Field label="Game">
          {(fid) => (
            <select
              id={fid}
              value={game}
              onChange={(e) => {
                const next = engines.find((x) => x.meta.id === e.target.value);
                setGame(e.target.value);
                setVariant(next ? defaultVariant(next.meta) : "");
                setOptionTexts({});
                setError(null);
              }}
            >
              {engines.map((x) => (
                <option key={x.meta.id} value={x.meta.id}>
                  {x.meta.title}
                </option>
              ))}
            </select>
          )}
        </Field>
        {meta.variants.length > 1 && (
          <Field label="Variant">
            {(fid) => (
              <select
                id={fid}
                value={variant}
                onChange={(e) => {
                  setVariant(e.target.value);
                  setOptionTexts({});
                }}
              >
                {meta.variants.map((v) => (
                  <option key={v.id} value={v.id}>
                    {variantName(meta, v)} ({playersText(variantPlayers(meta, v.id))})
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        {range.min !== range.max && (
          <Field label="Number of players">
            {(fid) => (
              <select id={fid} value={count} onChange={(e) => setPlayers(Number(e.target.value))}>
                {Array.from({ length: range.max - range.min + 1 }, (_, i) => range.min + i).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
      </fieldset>
      <fieldset className="form-block">
        <legend>Seats</legend>
        <ol className="seat-list">
          {seats.slice(0, count).map((s, i) => (
            <li key={i} className="seat-row">
              <Field label={`Seat ${i + 1}`}>
                {(fid) => (
                  <select
                    id={fid}
                    value={s}
                    onChange={(e) =>
                      setSeats((all) => all.map((x, j) => (j === i ? (e.target.value as OnlineSeat) : x)))
                    }
                  >
                    <option value="person">A person (joins with the link)</option>
                    {STRENGTHS.map((st) => (
                      <option key={st.id} value={st.id}>
                        Bot: {st.label} ({st.hint})
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            </li>
          ))}
        </ol>
        <p className="hint">You take the first person's seat; the others join with the table's link.</p>
      </fieldset>
      {fields.length > 0 && (
        <details className="form-block form-options">
          <summary>
            Game options <span className="muted">({fields.length})</span>
          </summary>
          {fields.map((f) => (
            <OptionControl
              key={f.name}
              field={f}
              text={optionTexts[f.name] ?? optionText(f)}
              onChange={(text) => setOptionTexts((t) => ({ ...t, [f.name]: text }))}
            />
          ))}
        </details>
      )}
      <fieldset className="form-block form-block--row">
        <legend>Table</legend>
        <Field label="Time for each move">
          {(fid) => (
            <select id={fid} value={clock} onChange={(e) => setClock(Number(e.target.value))}>
              {CLOCKS.map((c) => (
                <option key={c} value={c}>
                  {c === 0 ? "No limit" : c < 60 ? `${c} seconds` : `${c / 60} minute${c > 60 ? "s" : ""}`}
                </option>
              ))}
            </select>
          )}
        </Field>
        {clock > 0 && (
          <label className="field field--check">
            <input type="checkbox" checked={forfeit} onChange={(e) => setForfeit(e.target.checked)} />
            <span>Out of time forfeits (else a random move is made)</span>
          </label>
        )}
        <label className="field field--check">
          <input type="checkbox" checked={secret} onChange={(e) => setSecret(e.target.checked)} />
          <span>Private (not in the list; only the link joins)</span>
        </label>
      </fieldset>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="form-actions">
        <button className="button button--primary button--large" type="submit" disabled={busy}>
          {busy ? "Setting up…" : "Create the table"}
        </button>
      </div>
    </form>
  );
}

function OpenTables({ engines }: { engines: readonly Engine[] }) {
  const id = useId();
  const [tables, setTables] = useState<Listing[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refresh = useCallback(() => {
    listTables().then(
      (list) => {
        setTables(list);
        setError(null);
      },
      (e: unknown) => setError(problem(e)),
    );
  }, []);
  useEffect(() => {
    refresh();
    const timer = setInterval(refresh, LIST_EVERY_MS);
    return () => clearInterval(timer);
  }, [refresh]);
  const go = (tableId: string, how: { spectate?: boolean }) =>
    joinTable(tableId, how).then(
      () => navigate({ page: "online", table: tableId }),
      (e: unknown) => setError(problem(e)),
    );

  return (
    <section className="online-tables" aria-labelledby={id}>
      <h2 id={id}>Open tables</h2>
      {error && (
        <p className="banner banner--error" role="alert">
          The server at <code>{serverAddress().http}</code> did not answer ({error}). Start it with{" "}
          <code>npm start</code> or <code>npm run server</code>.
        </p>
      )}
      {tables === null ? (
        !error && <p className="muted">Asking the server…</p>
      ) : tables.length === 0 ? (
        <p className="muted">No open tables right now: set one up.</p>
      ) : (
        <ul className="online-table-list" aria-label="Open tables">
          {tables.map((t) => {
            const meta = engines.find((e) => e.meta.id === t.game)?.meta;
            const v = meta?.variants.find((x) => x.id === t.variant);
            const title = meta
              ? `${meta.title}${v && meta.variants.length > 1 ? `: ${variantName(meta, v)}` : ""}`
              : t.game;
            return (
              <li key={t.tableId} aria-label={`${title}, table ${t.tableId}`}>
                <span>
                  <strong>{title}</strong>{" "}
                  <span className="muted">
                    {t.open} of {t.players} seats free · {t.clients} at the table
                  </span>
                </span>
                <span className="button-row">
                  {t.open > 0 && (
                    <button type="button" className="button button--small" onClick={() => go(t.tableId, {})}>
                      Join
                    </button>
                  )}
                  <button
                    type="button"
                    className="button button--small button--quiet"
                    onClick={() => go(t.tableId, { spectate: true })}
                  >
                    Watch
                  </button>
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <button type="button" className="button button--small button--quiet" onClick={refresh}>
        Refresh
      </button>
    </section>
  );
}
