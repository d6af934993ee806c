import type { Engine, GameOptions } from "@ludic/runtime";
import { humanize } from "@ludic/ui";
import { type FormEvent, useId, useMemo, useState } from "react";
import { Field } from "../components/Field.js";
import { playersText, variantName } from "../model/engines.js";
import { changedOptions, type OptionField, optionFields, optionText, parseOption } from "../model/options.js";
import {
  defaultSeats,
  randomSeed,
  type SeatPlan,
  STRENGTHS,
  type Strength,
  seatNames,
} from "../model/seats.js";
import {
  DEFAULT_PACE,
  defaultVariant,
  type GamePlan,
  PACES,
  startSession,
  variantPlayers,
} from "../model/session.js";
import { href } from "../navigation.js";
import { optionItem, useRulesPages } from "../rules/load.js";

export interface NewGameProps {
  engine: Engine;
  /** The variant in the URL, if any. */
  variant: string | null;
  /** The last game's plan for this game: the form starts from it. */
  previous: GamePlan | null;
  onStart(plan: GamePlan): void;
}

/** The seat select's values: "person", "bot:easy". */
function seatValue(s: SeatPlan): string {
  return s.kind === "person" ? "person" : `bot:${s.strength}`;
}

/**
 * The new-game form: variant, number of players (within the variant's range), who plays each
 * seat (a person, or a bot of a strength), an optional seed, the game's options, the bots' pace.
 */
export function NewGame({ engine, variant: asked, previous, onStart }: NewGameProps) {
  const { meta } = engine;
  const id = useId();
  const known = (v: string | null | undefined) => (v && meta.variants.some((x) => x.id === v) ? v : null);
  const [variant, setVariant] = useState(known(asked) ?? known(previous?.variant) ?? defaultVariant(meta));
  const range = variantPlayers(meta, variant);
  const clamp = (n: number) => Math.min(range.max, Math.max(range.min, n));
  const [players, setPlayers] = useState(clamp(previous?.players ?? range.min));
  const [seats, setSeats] = useState<SeatPlan[]>(() => defaultSeats(8, previous?.seats ?? []));
  const [seed, setSeed] = useState("");
  const [pace, setPace] = useState(previous?.pace ?? DEFAULT_PACE);
  const fields = useMemo(() => optionFields(meta, variant), [meta, variant]);
  const [optionTexts, setOptionTexts] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const rules = useRulesPages();
  /** What an option does, in the words of the comment on its declaration in the rules file. */
  const aboutOption = (name: string) =>
    optionItem(rules?.[meta.id], name)
      ?.notes.filter((n) => !n.pre)
      .map((n) => n.text)
      .join(" ") || undefined;
  const count = clamp(players);
  const shown = seats.slice(0, count);
  const names = seatNames(shown);

  const setSeat = (i: number, change: Partial<SeatPlan>) =>
    setSeats((all) => all.map((s, j) => (j === i ? { ...s, ...change } : s)));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const values: GameOptions = {};
    for (const f of fields) {
      const text = optionTexts[f.name];
      if (text === undefined) continue;
      const parsed = parseOption(f, text);
      if ("error" in parsed) {
        setError(parsed.error);
        return;
      }
      values[f.name] = parsed.value;
    }
    const plan: GamePlan = {
      game: meta.id,
      variant,
      players: count,
      seed: seed.trim() || randomSeed(),
      options: changedOptions(fields, values),
      seats: shown,
      pace,
    };
    // The engine checks the setup (player count, options and their `where` conditions).
    try {
      startSession(engine, plan);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
      return;
    }
    onStart(plan);
  };

  return (
    <form className="new-game" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <header className="page-head">
        <h1 id={`${id}-title`}>New game of {meta.title}</h1>
        <a href={href({ page: "rules", game: meta.id, anchor: null })}>Read the rules</a>
      </header>

      {meta.variants.length > 1 ? (
        <fieldset className="form-block">
          <legend>Variant</legend>
          <div className="variant-choices">
            {meta.variants.map((v) => (
              <label key={v.id} className="variant-choice">
                <input
                  type="radio"
                  name={`${id}-variant`}
                  value={v.id}
                  checked={variant === v.id}
                  onChange={() => {
                    setVariant(v.id);
                    setOptionTexts({});
                    setError(null);
                  }}
                />
                <span>
                  <strong>{variantName(meta, v)}</strong>{" "}
                  <span className="muted">{playersText(variantPlayers(meta, v.id))}</span>
                  <span className="variant-choice-summary">{v.summary}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}

      <fieldset className="form-block">
        <legend>Players</legend>
        {range.min === range.max ? (
          <p className="muted">{playersText(range)}</p>
        ) : (
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
        <ol className="seat-list">
          {shown.map((s, i) => (
            <li key={i} className="seat-row">
              <Field label={`Seat ${i + 1}`}>
                {(fid) => (
                  <select
                    id={fid}
                    value={seatValue(s)}
                    onChange={(e) => {
                      const v = e.target.value;
                      setSeat(
                        i,
                        v === "person"
                          ? { kind: "person" }
                          : { kind: "bot", strength: v.slice(4) as Strength },
                      );
                    }}
                  >
                    <option value="person">Person</option>
                    {STRENGTHS.map((st) => (
                      <option key={st.id} value={`bot:${st.id}`}>
                        Bot: {st.label} ({st.hint})
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              {s.kind === "person" && (
                <Field label={`Name at seat ${i + 1}`}>
                  {(fid) => (
                    <input
                      id={fid}
                      type="text"
                      value={s.name}
                      placeholder={names[i]}
                      maxLength={24}
                      onChange={(e) => setSeat(i, { name: e.target.value })}
                    />
                  )}
                </Field>
              )}
            </li>
          ))}
        </ol>
        <p className="hint">
          {shown.filter((s) => s.kind === "person").length > 1
            ? "Several people share this screen: before each person's turn the table is hidden until they take over, so nobody sees another player's cards."
            : shown.some((s) => s.kind === "person")
              ? "Bots think in the background and move after a short pause."
              : "Only bots: watch them play."}
        </p>
      </fieldset>

      {fields.length > 0 && (
        <details className="form-block form-options">
          <summary>
            Game options{" "}
            <span className="muted">({fields.length}; the rules' defaults unless you change them)</span>
          </summary>
          {fields.map((f) => (
            <OptionControl
              key={f.name}
              field={f}
              about={aboutOption(f.name)}
              text={optionTexts[f.name] ?? optionText(f)}
              onChange={(text) => setOptionTexts((t) => ({ ...t, [f.name]: text }))}
            />
          ))}
        </details>
      )}

      <fieldset className="form-block form-block--row">
        <legend>Table</legend>
        <Field label="Seed (optional)" hint="The same seed deals the same game.">
          {(fid, hint) => (
            <input
              id={fid}
              type="text"
              value={seed}
              placeholder="random"
              onChange={(e) => setSeed(e.target.value)}
              aria-describedby={hint}
            />
          )}
        </Field>
        <Field label="Bot pace">
          {(fid) => (
            <select id={fid} value={pace} onChange={(e) => setPace(Number(e.target.value))}>
              {PACES.map((p) => (
                <option key={p.ms} value={p.ms}>
                  {p.label}
                  {p.ms > 0 ? ` (${p.ms / 1000} s a move)` : ""}
                </option>
              ))}
            </select>
          )}
        </Field>
      </fieldset>

      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="form-actions">
        <button className="button button--primary button--large" type="submit">
          Start the game
        </button>
        <a className="button button--quiet" href={href({ page: "home" })}>
          Back
        </a>
      </div>
    </form>
  );
}

/** One game option's control, typed by the rules (also used by the online lobby's form). */
export function OptionControl({
  field,
  about,
  text,
  onChange,
}: {
  field: OptionField;
  /** The option's comment in the rules file. */
  about?: string;
  text: string;
  onChange(text: string): void;
}) {
  const must = field.conditions.length > 0 ? `Must hold: ${field.conditions.join("; ")}` : undefined;
  const conditions = [about, must].filter(Boolean).join(" ") || undefined;
  const label = humanize(field.name);
  switch (field.control) {
    case "checkbox":
      return (
        <label className="field field--check">
          <input
            type="checkbox"
            checked={text === "true"}
            onChange={(e) => onChange(String(e.target.checked))}
          />
          <span>{label}</span>
        </label>
      );
    case "select":
      return (
        <Field label={label} hint={conditions}>
          {(fid, hint) => (
            <select id={fid} value={text} aria-describedby={hint} onChange={(e) => onChange(e.target.value)}>
              {field.choices.map((c) => (
                <option key={String(c)} value={String(c)}>
                  {String(c)}
                  {String(c) === String(field.default) ? " (default)" : ""}
                </option>
              ))}
            </select>
          )}
        </Field>
      );
    case "json":
      return (
        <Field
          label={label}
          hint={`${[about, `A ${field.type} as JSON${field.members ? ` (values: ${field.members.join(", ")})` : ""}.`, must].filter(Boolean).join(" ")}`}
        >
          {(fid, hint) => (
            <textarea
              id={fid}
              value={text}
              rows={3}
              spellCheck={false}
              aria-describedby={hint}
              onChange={(e) => onChange(e.target.value)}
            />
          )}
        </Field>
      );
    default:
      return (
        <Field label={label} hint={conditions}>
          {(fid, hint) => (
            <input
              id={fid}
              type={field.control === "number" ? "number" : "text"}
              value={text}
              aria-describedby={hint}
              onChange={(e) => onChange(e.target.value)}
            />
          )}
        </Field>
      );
  }
}
