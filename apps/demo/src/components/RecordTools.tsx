import { useId, useState } from "react";
import { encodeSavedGame, recordFileName, type SavedGame, savedGameJson } from "../model/record.js";

/** Saves a JSON file in the browser's downloads. */
export function downloadSavedGame(saved: SavedGame): void {
  const blob = new Blob([savedGameJson(saved)], { type: "application/json" });
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = recordFileName(saved.record);
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export async function shareLink(saved: SavedGame): Promise<string> {
  const code = await encodeSavedGame(saved);
  return `${window.location.origin}${window.location.pathname}#/replay/${code}`;
}

/** Download the record, or make a link to its replay (shown, and copied when the browser lets us). */
export function RecordTools({ saved, compact = false }: { saved: SavedGame; compact?: boolean }) {
  const [link, setLink] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const id = useId();
  const share = async () => {
    const url = await shareLink(saved);
    setLink(url);
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  const size = compact ? " button--small" : "";
  return (
    <div className="record-tools">
      <div className="button-row">
        <button type="button" className={`button${size}`} onClick={() => downloadSavedGame(saved)}>
          Download the record
        </button>
        <button type="button" className={`button${size}`} onClick={share}>
          Share a link
        </button>
      </div>
      {link && (
        <div className="share-link">
          <label htmlFor={id}>
            {copied ? "Link copied. Anyone with it can watch the replay:" : "Link to the replay:"}
          </label>
          <input id={id} type="text" readOnly value={link} onFocus={(e) => e.target.select()} />
        </div>
      )}
    </div>
  );
}
