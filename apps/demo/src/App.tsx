import type { Engine } from "@ludic/runtime";
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useState } from "react";
import { ErrorBoundary } from "./components/ErrorBoundary.js";
import { Problem } from "./components/Problem.js";
import { ENGINES } from "./games.js";
import { loadEngines } from "./model/engines.js";
import type { SavedGame } from "./model/record.js";
import { seatNames } from "./model/seats.js";
import { type GamePlan, rematchPlan, type Session, startSession } from "./model/session.js";
import { href, navigate, useRoute } from "./navigation.js";
import { Lobby } from "./online/Lobby.js";
import { OnlinePlay } from "./online/OnlinePlay.js";
import { Home } from "./pages/Home.js";
import { NewGame } from "./pages/NewGame.js";
import { Play } from "./pages/Play.js";
import { ReplayPage, SharedReplay } from "./pages/Replay.js";
import { RulesRoute } from "./pages/RulesRoute.js";
import { sessionHooks } from "./session-hooks.js";
import { restoreSession, storeSession } from "./storage.js";

// The playground carries the compiler's workers: loaded only when opened.
const Playground = lazy(() => import("./playground/Playground.js"));

export function App() {
  const route = useRoute();
  const [engines, setEngines] = useState<Engine[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [session, setSession] = useState<Session | null>(null);
  /** Counts the games started, so a new game gets a fresh table. */
  const [gameNo, setGameNo] = useState(0);
  const [replay, setReplay] = useState<SavedGame | null>(null);

  useEffect(() => {
    loadEngines(ENGINES).then(
      (list) => {
        setEngines(list);
        setSession((s) => s ?? restoreSession(list, sessionHooks));
      },
      (e: unknown) => setLoadError(e instanceof Error ? e.message : String(e)),
    );
  }, []);
  // A new game is stored at once; its table stores every move after (session-hooks.ts).
  useEffect(() => {
    if (session) storeSession(session);
  }, [session]);

  const engineFor = useCallback(
    (id: string): Engine | undefined => engines?.find((e) => e.meta.id === id),
    [engines],
  );
  const start = useCallback(
    (plan: GamePlan) => {
      const engine = engineFor(plan.game);
      if (!engine) return;
      setSession(startSession(engine, plan, sessionHooks(engine)));
      setGameNo((n) => n + 1);
      navigate({ page: "play" });
    },
    [engineFor],
  );
  const openReplay = useCallback((saved: SavedGame) => {
    setReplay(saved);
    navigate({ page: "replay", payload: null });
  }, []);

  let content: ReactNode;
  if (loadError) content = <Problem title="The games could not be loaded">{loadError}</Problem>;
  else if (!engines) content = <p className="app-loading">Loading the games…</p>;
  else {
    switch (route.page) {
      case "home":
        content = (
          <Home
            engines={engines}
            current={session && engines.length > 0 ? session : null}
            onOpenRecord={openReplay}
          />
        );
        break;
      case "new": {
        const engine = engineFor(route.game);
        content = engine ? (
          <NewGame
            key={`${route.game}/${route.variant ?? ""}`}
            engine={engine}
            variant={route.variant}
            previous={session?.plan.game === route.game ? session.plan : null}
            onStart={start}
          />
        ) : (
          <UnknownGame id={route.game} />
        );
        break;
      }
      case "play": {
        const engine = session ? engineFor(session.plan.game) : undefined;
        content =
          session && engine ? (
            <Play
              key={gameNo}
              engine={engine}
              session={session}
              onRematch={() => start(rematchPlan(session.plan))}
              onReplay={() => openReplay({ record: session.record, seatNames: seatNamesOf(session) })}
            />
          ) : (
            <Problem title="No game in progress">
              <a href={href({ page: "home" })}>Choose a game</a> to start one.
            </Problem>
          );
        break;
      }
      case "rules": {
        const engine = engineFor(route.game);
        content = engine ? (
          <RulesRoute key={route.game} engine={engine} anchor={route.anchor} />
        ) : (
          <UnknownGame id={route.game} />
        );
        break;
      }
      case "replay":
        content = route.payload ? (
          <SharedReplay key={route.payload} payload={route.payload} engines={engines} />
        ) : replay ? (
          <ReplayPage saved={replay} engines={engines} />
        ) : (
          <Problem title="Nothing to replay">
            Load a game record on the <a href={href({ page: "home" })}>home page</a>, or open a shared link.
          </Problem>
        );
        break;
      case "online":
        content = route.table ? (
          <OnlinePlay key={route.table} engines={engines} tableId={route.table} onReplay={openReplay} />
        ) : (
          <Lobby engines={engines} />
        );
        break;
      case "playground":
        content = (
          <Suspense fallback={<p className="app-loading">Loading the playground…</p>}>
            <Playground key={route.payload ?? ""} payload={route.payload} />
          </Suspense>
        );
        break;
      case "missing":
        content = (
          <Problem title="No such page">
            <a href={href({ page: "home" })}>Back to the games</a>
          </Problem>
        );
        break;
    }
  }

  return (
    <div className="app">
      <button type="button" className="app-skip" onClick={skipToMain}>
        Skip to the content
      </button>
      <header className="app-header">
        <a className="app-brand" href={href({ page: "home" })}>
          <span className="app-logo" aria-hidden="true">
            ♠
          </span>
          Ludic
        </a>
        <nav aria-label="Main">
          <a href={href({ page: "home" })} aria-current={route.page === "home" ? "page" : undefined}>
            Games
          </a>
          <a
            href={href({ page: "online", table: null })}
            aria-current={route.page === "online" ? "page" : undefined}
          >
            Play online
          </a>
          <a
            href={href({ page: "playground", payload: null })}
            aria-current={route.page === "playground" ? "page" : undefined}
          >
            Playground
          </a>
          {session && (
            <a href={href({ page: "play" })} aria-current={route.page === "play" ? "page" : undefined}>
              Current game
            </a>
          )}
        </nav>
      </header>
      <main id="main" className={`app-main app-main--${route.page}`} tabIndex={-1}>
        <ErrorBoundary
          key={`${route.page}:${gameNo}`}
          record={route.page === "play" ? session?.record : undefined}
        >
          {content}
        </ErrorBoundary>
      </main>
      <footer className="app-footer">
        Every game here is compiled from its rules file by Ludic; the rules pages are generated from the same
        files.
      </footer>
    </div>
  );
}

function seatNamesOf(session: Session): string[] {
  return seatNames(session.plan.seats);
}

function skipToMain() {
  document.getElementById("main")?.focus();
}

function UnknownGame({ id }: { id: string }) {
  return (
    <Problem title="Unknown game">
      This app has no game “{id}”. <a href={href({ page: "home" })}>See the games it has</a>.
    </Problem>
  );
}
