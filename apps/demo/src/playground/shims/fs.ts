/**
 * `node:fs` in the browser build: the compiler's and the checker's folder loaders and package
 * writer import it, but the playground only hands them texts, so any call is a mistake.
 */
function notInTheBrowser(): never {
  throw new Error("files cannot be read or written in the browser: the playground passes texts");
}
export const readFileSync = notInTheBrowser;
export const readdirSync = notInTheBrowser;
export const statSync = notInTheBrowser;
export const existsSync = notInTheBrowser;
export const writeFileSync = notInTheBrowser;
export const mkdirSync = notInTheBrowser;
export const rmSync = notInTheBrowser;
export const mkdtempSync = notInTheBrowser;
export default {
  readFileSync,
  readdirSync,
  statSync,
  existsSync,
  writeFileSync,
  mkdirSync,
  rmSync,
  mkdtempSync,
};
