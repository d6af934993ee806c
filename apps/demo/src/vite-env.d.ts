/// <reference types="vite/client" />

declare module "virtual:ludic-rules" {
  const pages: Record<string, import("./rules/types.js").RulesPage>;
  export default pages;
}
