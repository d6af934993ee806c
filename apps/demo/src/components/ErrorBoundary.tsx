import type { GameRecord } from "@ludic/runtime";
import { Component, type ReactNode } from "react";
import { href } from "../navigation.js";
import { downloadSavedGame } from "./RecordTools.js";

interface Props {
  children: ReactNode;
  /** The game in progress, offered for download so the problem can be reported and replayed. */
  record?: GameRecord;
}

/** A page that fails (an engine's rules error, a bug) shows what went wrong instead of a blank page. */
export class ErrorBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const { record } = this.props;
    return (
      <section className="app-problem" role="alert">
        <h1>Something went wrong</h1>
        <p>
          <code>{error.message}</code>
        </p>
        <div className="button-row">
          <a className="button" href={href({ page: "home" })}>
            Back to the games
          </a>
          {record && (
            <button type="button" className="button" onClick={() => downloadSavedGame({ record })}>
              Download the game's record
            </button>
          )}
        </div>
      </section>
    );
  }
}
