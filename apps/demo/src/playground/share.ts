/**
 * Share links: the whole rules folder in the URL fragment (`#/playground/p<code>`), as JSON,
 * deflated (`CompressionStream`) and base64url-encoded, so a link needs no server. What a link
 * holds is untrusted: it is checked here for shape only, and compiled and run in workers.
 */
import { packText, unpackText } from "../model/link-code.js";
import { type FolderFile, isRulesFile, isScenarioFile, type RulesFolder } from "./folder.js";

export class ShareError extends Error {}

/** Far above every game of the repository (Kingdom Builder's folder is ~120 kB), far below a tab's memory. */
const MAX_TEXT = 2_000_000;

export async function encodeFolder(folder: RulesFolder): Promise<string> {
  return `p${await packText(JSON.stringify({ name: folder.name, files: folder.files }))}`;
}

export async function decodeFolder(code: string): Promise<RulesFolder> {
  if (!code.startsWith("p")) throw new ShareError("this link holds no rules folder");
  let json: string;
  try {
    json = await unpackText(code.slice(1));
  } catch {
    throw new ShareError("this link's rules are damaged (was it cut short?)");
  }
  if (json.length > MAX_TEXT) throw new ShareError("this link's rules are too large");
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    throw new ShareError("this link's rules are damaged");
  }
  return parseFolder(data);
}

const NAME = /^[A-Za-z0-9][\w.-]{0,99}$/;

/** The folder a link's JSON describes; a ShareError saying what is wrong otherwise. */
export function parseFolder(data: unknown): RulesFolder {
  const d = data as { name?: unknown; files?: unknown } | null;
  if (typeof d !== "object" || d === null) throw new ShareError("this link's rules are not a folder");
  if (typeof d.name !== "string" || !NAME.test(d.name))
    throw new ShareError("this link's folder has no valid name");
  if (!Array.isArray(d.files) || d.files.length === 0 || d.files.length > 100)
    throw new ShareError("this link's folder has no files");
  const files: FolderFile[] = [];
  const seen = new Set<string>();
  for (const f of d.files as { name?: unknown; text?: unknown }[]) {
    if (typeof f?.name !== "string" || !NAME.test(f.name) || !(isRulesFile(f.name) || isScenarioFile(f.name)))
      throw new ShareError("this link holds a file that is neither .ludic nor .scenarios");
    if (typeof f.text !== "string") throw new ShareError(`this link's ${f.name} has no text`);
    if (seen.has(f.name)) throw new ShareError(`this link holds ${f.name} twice`);
    seen.add(f.name);
    files.push({ name: f.name, text: f.text });
  }
  if (!files.some((f) => isRulesFile(f.name))) throw new ShareError("this link's folder has no .ludic file");
  return { name: d.name, files };
}
