import { useEffect, useId, useRef } from "react";

export interface HandOverProps {
  name: string;
  /** What everyone saw happen last (public log lines, already in words). */
  recent: readonly string[];
  onReady(): void;
}

/**
 * The hand-over curtain of a game among several people at one screen: the table is not drawn at
 * all until the next person says they have the screen, so no seat sees another's hidden cards.
 */
export function HandOver({ name, recent, onReady }: HandOverProps) {
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  return (
    <section className="handover" aria-labelledby={id}>
      <div className="handover-card">
        <p className="handover-icon" aria-hidden="true">
          ⇄
        </p>
        <h2 id={id}>Pass the screen to {name}</h2>
        <p>
          {name}, it is your turn. The table stays hidden until you take over, so nobody sees anyone else's
          cards.
        </p>
        <button ref={button} type="button" className="button button--primary button--large" onClick={onReady}>
          I am {name}: show my table
        </button>
        {recent.length > 0 && (
          <div className="handover-recent">
            <h3>Last moves at the table</h3>
            <ol>
              {recent.map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ol>
          </div>
        )}
      </div>
    </section>
  );
}
