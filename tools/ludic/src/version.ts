import { readFileSync } from "node:fs";

/**
 * The CLI's version, from its package.json: one folder up from src/ and from dist/ alike, so the
 * sources and the build read the same file.
 */
export function cliVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
    version: string;
  };
  return pkg.version;
}
