/**
 * The playground (`#/playground`, `#/playground/p<code>` for a shared folder): edit a game's
 * rules files with live diagnostics, build them in the browser with the repository's compiler,
 * play the result at once against random bots with the kit's table, run the folder's scenarios,
 * and share the whole folder as a link. Compiled engines run only in the engine worker
 * (docs/security.md, "The playground").
 */
import type { Diagnostic as CmDiagnostic } from "@codemirror/lint";
import type { GameMeta, Move } from "@ludic/runtime";
import { Table } from "@ludic/ui";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { Completion, Hover } from "./assist.js";
import { figures } from "./bench.js";
import type { BuildResult } from "./build.js";
import { emptyFolder, FOLDERS, loadFolder } from "./catalogue.js";
import { marksFor, type WireDiagnostic } from "./diagnostics.js";
import { dropDraft, lastFolder, loadDraft, saveDraft } from "./drafts.js";
import { Editor } from "./Editor.js";
import type { ScenarioOutcome, Snapshot } from "./engine-host.js";
import {
  isRulesFile,
  isScenarioFile,
  type RulesFolder,
  rulesSources,
  sourcePath,
  withText,
} from "./folder.js";
import { LatestOnly } from "./latest.js";
import { decodeFolder, encodeFolder } from "./share.js";
import { checker, compiler, GUARD, sandbox } from "./workers.js";
import "./playground.css";

const DEFAULT_FOLDER = "cuttle";
/** Quiet time before an edit is written to local storage. */
const DRAFT_DELAY_MS = 400;
/** How long a bot's move takes at least, so the person can follow the game. */
const BOT_PACE_MS = 300;

interface Status {
  busy: boolean;
  text: string;
  error?: boolean;
}

interface Game {
  meta: GameMeta;
  variant: string;
  snapshot: Snapshot;
  /** The rules text the engine was built from. */
  builtFrom: string;
}

export default function Playground({ payload }: { payload: string | null }) {
  const [folder, setFolder] = useState<RulesFolder | null>(null);
  /** Bumped when another folder is opened, so the editors start again from its texts. */
  const [opened, setOpened] = useState(0);
  const [active, setActive] = useState<string>("");
  const [problems, setProblems] = useState<WireDiagnostic[]>([]);
  const [status, setStatus] = useState<Status>({ busy: false, text: "" });
  const [game, setGame] = useState<Game | null>(null);
  const [moveError, setMoveError] = useState<string | null>(null);
  const [scenarios, setScenarios] = useState<ScenarioOutcome[] | null>(null);
  const [seed, setSeed] = useState("playground");
  const [variantChoice, setVariantChoice] = useState<string>("");
  const [link, setLink] = useState<string | null>(null);
  const folderRef = useRef<RulesFolder | null>(null);
  folderRef.current = folder;
  const built = useRef<{ key: string; meta: GameMeta } | null>(null);
  const builds = useRef(0);

  /** The folder's last edit not yet in local storage. */
  const unsaved = useRef<RulesFolder | null>(null);
  const flushDraft = useCallback(() => {
    if (unsaved.current) saveDraft(unsaved.current);
    unsaved.current = null;
  }, []);

  const open = useCallback(
    (f: RulesFolder) => {
      // The folder being left keeps its last keystrokes.
      flushDraft();
      setFolder(f);
      setActive(f.files.find((x) => isRulesFile(x.name))?.name ?? f.files[0]?.name ?? "");
      setOpened((n) => n + 1);
      setProblems([]);
      setScenarios(null);
      setLink(null);
    },
    [flushDraft],
  );

  // The folder to start from: a shared link, else the last folder edited here, else Cuttle.
  useEffect(() => {
    let cancelled = false;
    const start = async (): Promise<RulesFolder> => {
      if (payload) return decodeFolder(payload);
      const name = lastFolder() ?? DEFAULT_FOLDER;
      return loadDraft(name) ?? (await loadFolder(FOLDERS.includes(name) ? name : DEFAULT_FOLDER));
    };
    start().then(
      (f) => !cancelled && open(f),
      (e: unknown) => {
        if (cancelled) return;
        setStatus({ busy: false, error: true, text: `This link could not be opened: ${messageOf(e)}` });
        loadFolder(DEFAULT_FOLDER).then((f) => !cancelled && open(f));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [payload, open]);

  // Every edit is kept in local storage, so a reload or a crash never loses the text: after a
  // pause in typing (not on every keystroke: the whole folder is written), and when the page goes.
  useEffect(() => {
    if (!folder || opened === 0) return;
    unsaved.current = folder;
    const timer = setTimeout(flushDraft, DRAFT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [folder, opened, flushDraft]);
  useEffect(() => {
    addEventListener("pagehide", flushDraft);
    return () => {
      removeEventListener("pagehide", flushDraft);
      flushDraft();
    };
  }, [flushDraft]);

  // The compiler's worker is large: start loading it now, while the designer reads and types.
  useEffect(() => {
    const t0 = performance.now();
    compiler.call({ type: "warm" }, GUARD.compile).then(
      () => {
        figures().compilerLoad ??= performance.now() - t0;
      },
      () => {},
    );
  }, []);

  // A new page of the playground ends the engine of the last one.
  useEffect(() => () => sandbox.stop(), []);

  const rulesKey = useMemo(() => (folder ? JSON.stringify(rulesSources(folder)) : ""), [folder]);

  // One check in the worker at a time; a text overtaken while it waited is never checked.
  const checks = useMemo(
    () =>
      new LatestOnly(async (files: { path: string; text: string }[]) => {
        const t0 = performance.now();
        const answer = await checker.call<{ diagnostics: WireDiagnostic[]; ms: number }>(
          { type: "check", files },
          GUARD.check,
        );
        figures().checks.push(performance.now() - t0);
        figures().checkWorker.push(answer.ms);
        return answer.diagnostics;
      }),
    [],
  );

  const lint = useCallback(
    async (file: string, text: string): Promise<CmDiagnostic[] | null> => {
      const current = folderRef.current;
      if (!current || !isRulesFile(file)) return [];
      const diagnostics = await checks.submit(rulesSources(withText(current, file, text)));
      if (diagnostics === null) return null;
      setProblems(diagnostics);
      return marksFor(diagnostics, sourcePath(current.name, file), text.length);
    },
    [checks],
  );

  /** Completion or hover at an offset of `file` with `text`, from the check worker's services. */
  const assist = useCallback(
    async <T,>(type: "complete" | "hover", file: string, text: string, offset: number): Promise<T | null> => {
      const current = folderRef.current;
      if (!current || !isRulesFile(file)) return null;
      return checker.call<T>(
        {
          type,
          files: rulesSources(withText(current, file, text)),
          file: sourcePath(current.name, file),
          offset,
        },
        GUARD.check,
      );
    },
    [],
  );

  /** Builds the rules (unless the engine is already built from this text) and loads the engine. */
  const ensureEngine = useCallback(async (): Promise<GameMeta | null> => {
    const current = folderRef.current;
    if (!current) return null;
    const key = JSON.stringify(rulesSources(current));
    if (built.current?.key === key && sandbox.running) return built.current.meta;
    const t0 = performance.now();
    const first = builds.current === 0;
    setStatus({ busy: true, text: "Compiling…" });
    const result = await compiler.call<BuildResult & { ms: number }>(
      { sources: rulesSources(current) },
      GUARD.compile,
      (p) => {
        const { step, detail } = p as { step: string; detail: string };
        setStatus({
          busy: true,
          text: step === "compile" ? `Compiling ${detail}…` : `Transpiling ${detail}…`,
        });
      },
    );
    const compiled = performance.now() - t0;
    builds.current++;
    if (!result.ok) {
      setProblems(result.diagnostics);
      const errors = result.diagnostics.filter((d) => d.severity === "error");
      const firstError = errors[0];
      setStatus({
        busy: false,
        error: true,
        text: `The rules have ${errors.length} error${errors.length === 1 ? "" : "s"}${
          firstError ? `: ${firstError.code} ${firstError.message}` : ""
        }`,
      });
      return null;
    }
    setStatus({ busy: true, text: "Loading the engine…" });
    // The last game's engine ends here: its table goes with it.
    sandbox.stop();
    built.current = null;
    setGame(null);
    const t1 = performance.now();
    const { meta } = await sandbox.call<{ meta: GameMeta }>(
      { type: "load", files: result.files },
      GUARD.load,
    );
    built.current = { key, meta };
    figures().builds.push({
      first,
      editToPlayable: performance.now() - t0,
      compile: compiled,
      load: performance.now() - t1,
      phases: result.timings,
    });
    return meta;
  }, []);

  const play = useCallback(async () => {
    setMoveError(null);
    try {
      const t0 = performance.now();
      const meta = await ensureEngine();
      if (!meta) return;
      const variant = meta.variants.some((v) => v.id === variantChoice)
        ? variantChoice
        : (meta.variants[0]?.id ?? "");
      const players = (meta.variants.find((v) => v.id === variant)?.players ?? meta.players).min;
      const snapshot = await sandbox.call<Snapshot>(
        { type: "start", plan: { players, variant, seed } },
        GUARD.engine,
      );
      const last = figures().builds.at(-1);
      if (last && built.current?.meta === meta) last.editToPlayable = performance.now() - t0;
      setGame({ meta, variant, snapshot, builtFrom: built.current?.key ?? "" });
      setVariantChoice(variant);
      setStatus({
        busy: false,
        text: `Playing ${meta.title} (${variant}); built and started in ${seconds(performance.now() - t0)}`,
      });
    } catch (e) {
      setStatus({ busy: false, error: true, text: `The game could not start: ${messageOf(e)}` });
    }
  }, [ensureEngine, seed, variantChoice]);

  const runScenarios = useCallback(async () => {
    const current = folderRef.current;
    if (!current) return;
    try {
      const meta = await ensureEngine();
      if (!meta) return;
      const files = current.files
        .filter((f) => isScenarioFile(f.name))
        .map((f) => ({ path: f.name, text: f.text }));
      setStatus({
        busy: true,
        text: `Running the scenarios of ${files.length} file${files.length === 1 ? "" : "s"}…`,
      });
      const results = await sandbox.call<ScenarioOutcome[]>({ type: "scenarios", files }, GUARD.scenarios);
      setScenarios(results);
      const failed = results.filter((r) => !r.ok).length;
      setStatus({
        busy: false,
        error: failed > 0,
        text: `Scenarios: ${results.length - failed} passed, ${failed} failed`,
      });
    } catch (e) {
      setStatus({ busy: false, error: true, text: `The scenarios could not run: ${messageOf(e)}` });
    }
  }, [ensureEngine]);

  const personMove = useCallback(async (move: Move) => {
    try {
      const snapshot = await sandbox.call<Snapshot>({ type: "move", move }, GUARD.engine);
      setMoveError(null);
      setGame((g) => (g ? { ...g, snapshot } : g));
    } catch (e) {
      setMoveError(messageOf(e));
    }
  }, []);

  // Bots move in the engine worker whenever the game waits for them and not for the person.
  const snapshot = game?.snapshot;
  useEffect(() => {
    if (!snapshot || snapshot.outcome || snapshot.moves.length > 0 || snapshot.waiting.length === 0) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      sandbox.call<Snapshot | null>({ type: "bot" }, GUARD.engine).then(
        (next) => {
          if (!cancelled && next) setGame((g) => (g ? { ...g, snapshot: next } : g));
        },
        (e: unknown) => !cancelled && setMoveError(`The bot could not move: ${messageOf(e)}`),
      );
    }, BOT_PACE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [snapshot]);

  const share = useCallback(async () => {
    const current = folderRef.current;
    if (!current) return;
    const code = await encodeFolder(current);
    const url = `${location.origin}${location.pathname}#/playground/${code}`;
    setLink(url);
    navigator.clipboard?.writeText(url).catch(() => {});
  }, []);

  const chooseFolder = useCallback(
    async (name: string) => {
      try {
        open(name === "" ? emptyFolder() : (loadDraft(name) ?? (await loadFolder(name))));
      } catch (e) {
        setStatus({ busy: false, error: true, text: messageOf(e) });
      }
    },
    [open],
  );

  const revert = useCallback(async () => {
    const current = folderRef.current;
    if (!current || !FOLDERS.includes(current.name)) return;
    unsaved.current = null;
    dropDraft(current.name);
    open(await loadFolder(current.name));
  }, [open]);

  if (!folder) return <p className="app-loading">Opening the playground…</p>;
  const file = folder.files.find((f) => f.name === active);
  const stale = game !== null && game.builtFrom !== rulesKey;
  const errorCount = problems.filter((d) => d.severity === "error").length;
  const seatNames = game
    ? Array.from({ length: game.snapshot.view.players }, (_, i) => (i === 0 ? "You" : `Bot ${i + 1}`))
    : [];

  return (
    <div className="pg">
      <header className="pg-bar">
        <h1>Playground</h1>
        <label>
          Rules{" "}
          <select
            aria-label="Start from"
            value={FOLDERS.includes(folder.name) ? folder.name : ""}
            onChange={(e) => chooseFolder(e.target.value)}
          >
            {FOLDERS.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
            <option value="">an empty game</option>
          </select>
        </label>
        <label>
          Seed <input className="pg-seed" value={seed} onChange={(e) => setSeed(e.target.value)} />
        </label>
        <div className="button-row">
          <button type="button" className="button button--primary" onClick={play} disabled={status.busy}>
            {game ? "Build and play again" : "Build and play"}
          </button>
          <button type="button" className="button" onClick={runScenarios} disabled={status.busy}>
            Run the scenarios
          </button>
          <button type="button" className="button button--quiet" onClick={share}>
            Share a link
          </button>
          {FOLDERS.includes(folder.name) && (
            <button type="button" className="button button--quiet button--small" onClick={revert}>
              Revert to the repository's rules
            </button>
          )}
        </div>
      </header>

      <p
        className={`pg-status${status.error ? " pg-status--error" : ""}`}
        role="status"
        aria-busy={status.busy}
      >
        {status.text}
      </p>
      {link && (
        <p className="pg-share">
          <label>
            Link to these rules{" "}
            <input readOnly value={link} aria-label="Share link" onFocus={(e) => e.target.select()} />
          </label>
        </p>
      )}

      <div className="pg-work">
        <section className="pg-files" aria-label="Rules files">
          <div className="pg-tabs" role="tablist" aria-label="Files">
            {folder.files.map((f) => {
              const errs = problems.filter(
                (d) => d.severity === "error" && d.span.file === sourcePath(folder.name, f.name),
              ).length;
              return (
                <button
                  key={f.name}
                  type="button"
                  role="tab"
                  aria-selected={f.name === active}
                  className="pg-tab"
                  onClick={() => setActive(f.name)}
                >
                  {f.name}
                  {errs > 0 && <span className="pg-badge"> {errs}</span>}
                </button>
              );
            })}
          </div>
          {file && (
            <Editor
              key={`${opened}:${file.name}`}
              text={file.text}
              label={`Rules file ${file.name}`}
              onChange={(text) => setFolder((f) => (f ? withText(f, file.name, text) : f))}
              lint={(text) => lint(file.name, text)}
              complete={async (text, offset) =>
                (await assist<Completion[]>("complete", file.name, text, offset)) ?? []
              }
              hover={async (text, offset) => {
                const h = await assist<{ markdown: string; loc: { start: number; end: number } }>(
                  "hover",
                  file.name,
                  text,
                  offset,
                );
                return h
                  ? ({ markdown: h.markdown, from: h.loc.start, to: h.loc.end } satisfies Hover)
                  : null;
              }}
              onLinted={(ms) => figures().keystrokes.push(ms)}
            />
          )}
          <section className="pg-problems" aria-label="Problems">
            <h2>{problems.length === 0 ? "No problems" : `Problems (${errorCount} errors)`}</h2>
            <ul>
              {problems.map((d, i) => (
                <li
                  key={`${d.span.file}:${d.span.start.offset}:${d.code}:${i}`}
                  className={`pg-problem--${d.severity}`}
                >
                  <code>
                    {d.span.file.split("/").pop()}:{d.span.start.line}:{d.span.start.column}
                  </code>{" "}
                  {d.code} {d.message}
                </li>
              ))}
            </ul>
          </section>
        </section>

        <section className="pg-scenarios" aria-label="Scenarios">
          <h2>Scenarios</h2>
          {scenarios === null ? (
            <p className="muted">
              “Run the scenarios” builds the rules and runs every .scenarios file of the folder.
            </p>
          ) : scenarios.length === 0 ? (
            <p className="muted">This folder has no scenarios.</p>
          ) : (
            <ul>
              {scenarios.map((s) => (
                <li key={`${s.file}:${s.line}`} className={s.ok ? "pg-pass" : "pg-fail"} data-ok={s.ok}>
                  <span aria-hidden="true">{s.ok ? "✓" : "✗"}</span>
                  <span className="sr-only">{s.ok ? "passed:" : "failed:"}</span>{" "}
                  {s.rules.map((r) => (
                    <span key={r} className="pg-rule">
                      {r}
                    </span>
                  ))}{" "}
                  {s.title}{" "}
                  <span className="muted">
                    {s.file}:{s.line}
                  </span>
                  {!s.ok && <pre>{s.failures.join("\n")}</pre>}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      {game && (
        <section className="pg-game" aria-label="Game">
          <header className="pg-game-bar">
            <h2>{game.meta.variants.find((v) => v.id === game.variant)?.title ?? game.meta.title}</h2>
            <span className="muted">move {game.snapshot.played}</span>
            {game.meta.variants.length > 1 && (
              <label>
                Variant{" "}
                <select value={variantChoice} onChange={(e) => setVariantChoice(e.target.value)}>
                  {game.meta.variants.map((v) => (
                    <option key={v.id} value={v.id}>
                      {v.title}
                    </option>
                  ))}
                </select>
              </label>
            )}
            {stale && (
              <span className="pg-stale">The rules changed since this build: “Build and play again”.</span>
            )}
          </header>
          <Table
            meta={game.meta}
            view={game.snapshot.view}
            moves={game.snapshot.moves}
            onMove={personMove}
            seatNames={seatNames}
            error={moveError}
          />
        </section>
      )}
    </div>
  );
}

function messageOf(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}
