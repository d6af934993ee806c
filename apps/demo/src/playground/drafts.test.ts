import { describe, expect, it } from "vitest";
import { dropDraft, lastFolder, loadDraft, saveDraft } from "./drafts.js";

function memoryStorage(): Storage {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    key: (i) => [...m.keys()][i] ?? null,
    removeItem: (k) => void m.delete(k),
    setItem: (k, v) => void m.set(k, v),
  };
}

describe("drafts in local storage", () => {
  it("keep each folder's edited text and the last folder opened", () => {
    const s = memoryStorage();
    const folder = { name: "cuttle", files: [{ name: "cuttle.ludic", text: "edited" }] };
    expect(loadDraft("cuttle", s)).toBeNull();
    saveDraft(folder, s);
    expect(loadDraft("cuttle", s)).toEqual(folder);
    expect(lastFolder(s)).toBe("cuttle");
    dropDraft("cuttle", s);
    expect(loadDraft("cuttle", s)).toBeNull();
  });

  it("ignore a draft that is not a folder", () => {
    const s = memoryStorage();
    s.setItem("ludic.playground.draft.x", "{not json");
    expect(loadDraft("x", s)).toBeNull();
  });
});
