/**
 * English agreement for log lines: "You discard" but "Bot discards". Moves are described in the
 * imperative ("Discard the nine of clubs", the words of the confirm step); a line in the log puts
 * the mover in front and agrees the verb with it. Engine log lines are written in the third
 * person ("seat 1 discards 9C"); when that seat is "You" the verbs go back to the plain form.
 */

const IRREGULAR_THIRD: Record<string, string> = { be: "is", have: "has", do: "does", go: "goes" };
const IRREGULAR_PLAIN: Record<string, string> = {
  is: "are",
  has: "have",
  does: "do",
  goes: "go",
  was: "were",
};

/** Words a described move can start with that are not verbs ("No thanks", "One more"). */
const NOT_VERBS = new Set(["no", "not", "a", "an", "the", "one", "two", "all", "none", "yes", "your", "my"]);

/** "discard" → "discards", "pass" → "passes", "carry" → "carries". */
export function thirdPerson(verb: string): string {
  const lower = verb.toLowerCase();
  const irregular = IRREGULAR_THIRD[lower];
  if (irregular) return irregular;
  if (/(s|sh|ch|x|z|o)$/.test(lower)) return `${verb}es`;
  if (/[^aeiou]y$/.test(lower)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

/** "discards" → "discard", "passes" → "pass", "carries" → "carry", "has" → "have". */
export function plainForm(verb: string): string {
  const lower = verb.toLowerCase();
  const irregular = IRREGULAR_PLAIN[lower];
  if (irregular) return irregular;
  if (/ies$/.test(lower)) return `${verb.slice(0, -3)}y`;
  if (/(ss|sh|ch|x|z|o)es$/.test(lower)) return verb.slice(0, -2);
  if (/[^s]s$/.test(lower)) return verb.slice(0, -1);
  return verb;
}

/** Whether a word can be the verb of a described move. */
function verbLike(word: string): boolean {
  return /^[A-Za-z]+$/.test(word) && !NOT_VERBS.has(word.toLowerCase());
}

/**
 * The mover and the move as one sentence: ("You", "Discard the 9") → "You discard the 9",
 * ("Bot", "Discard the 9") → "Bot discards the 9". A description that does not start with a
 * verb is put after a colon ("Bot: no flip"). Verbs joined by "and" agree too.
 */
export function sentence(subject: string, phrase: string): string {
  const words = phrase.split(" ");
  const first = words[0] ?? "";
  if (!verbLike(first)) return `${subject}: ${phrase.charAt(0).toLowerCase()}${phrase.slice(1)}`;
  const you = subject === "You";
  const agree = (w: string) => (you ? w.toLowerCase() : thirdPerson(w.toLowerCase()));
  const out = words.map((w, i) => {
    if (i === 0) return agree(w);
    return w;
  });
  return `${subject} ${out.join(" ")}`;
}

/**
 * An engine line's words after "You" (the viewer's seat as subject): the verb, and a second verb
 * after "and" ("stops and gains 12" → "stop and gain 12"), in the plain form; "its"/"their"
 * become "your".
 */
export function agreeWithYou(rest: string): string {
  const m = /^(\s*)([A-Za-z]+)(.*)$/s.exec(rest);
  if (!m) return rest;
  let tail = m[3] ?? "";
  tail = tail.replace(
    /^(\s+and\s+)([A-Za-z]+)/,
    (_, and: string, verb: string) => `${and}${plainForm(verb)}`,
  );
  tail = tail.replace(/\b(its|their)\b/g, "your");
  return `${m[1]}${plainForm(m[2] ?? "")}${tail}`;
}
