/** A compiled engine's JS files → the engine, through the module loader (host-neutral). */

import type { Engine } from "@ludic/runtime";
import * as runtime from "@ludic/runtime";
import { engineOf } from "../model/engines.js";
import { type JsFile, loadModules } from "./module-loader.js";

export async function loadEngine(
  files: JsFile[],
  host: { toUrl(code: string): string; importUrl(url: string): Promise<unknown> },
): Promise<Engine> {
  const mod = await loadModules(files, "src/index.js", {
    ...host,
    runtime: runtime as Record<string, unknown>,
  });
  return engineOf(mod, "the compiled rules");
}

/** Node's way (tests): a `data:` URL per module. */
export const dataUrlHost = {
  toUrl: (code: string) => `data:text/javascript;base64,${btoa(unescape(encodeURIComponent(code)))}`,
  importUrl: (url: string) => import(/* @vite-ignore */ url),
};
