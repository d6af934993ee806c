// ESLint runs for one rule only: the layers of the monorepo (docs/layers.md). Biome lints
// everything else. `npm run lint:layers` runs it with the import-cycle check (.ci/run).
import nx from "@nx/eslint-plugin";
import tsParser from "@typescript-eslint/parser";

/** Each layer and the layers it may import; nothing imports a layer above its own. */
const LAYERS = {
  "layer:runtime": [],
  "layer:lang": [],
  "layer:compiler": ["layer:lang", "layer:runtime"],
  "layer:engine": ["layer:runtime"],
  "layer:testing": ["layer:runtime"],
  "layer:bots": ["layer:runtime", "layer:engine"],
  "layer:ui": ["layer:runtime", "layer:engine", "layer:client"],
  "layer:client": ["layer:runtime", "layer:engine", "layer:bots"],
  "layer:editor": ["layer:lang"],
  "layer:rules": ["layer:runtime", "layer:engine", "layer:testing"],
  "layer:app": [
    "layer:lang",
    "layer:compiler",
    "layer:runtime",
    "layer:engine",
    "layer:testing",
    "layer:bots",
    "layer:ui",
    "layer:client",
    "layer:editor",
  ],
  "layer:tool": [
    "layer:lang",
    "layer:compiler",
    "layer:runtime",
    "layer:engine",
    "layer:testing",
    "layer:bots",
    "layer:ui",
    "layer:client",
    "layer:editor",
    "layer:rules",
    "layer:tool",
  ],
};

export default [
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "**/out-tsc/**",
      "**/coverage/**",
      "**/test-results/**",
      "**/storybook-static/**",
      "**/.nx/**",
      "**/.test-engines/**",
      "tmp/**",
    ],
  },
  {
    files: ["**/*.ts", "**/*.tsx", "**/*.mts", "**/*.mjs", "**/*.js"],
    languageOptions: { parser: tsParser, ecmaVersion: "latest", sourceType: "module" },
    linterOptions: { reportUnusedDisableDirectives: "off" },
    plugins: { "@nx": nx },
    rules: {
      "@nx/enforce-module-boundaries": [
        "error",
        {
          // tools/ci is no project: the hang guards every Vitest config imports.
          allow: ["../tools/ci/*", "../../tools/ci/*", "../../../tools/ci/*"],
          // The CLI imports the compiler lazily to start fast; its tests may import it at once.
          checkDynamicDependenciesExceptions: ["@ludic/**"],
          depConstraints: Object.entries(LAYERS).map(([sourceTag, allowed]) => ({
            sourceTag,
            onlyDependOnLibsWithTags: allowed,
          })),
        },
      ],
    },
  },
  {
    // The kit plays local tables only: the server client (colyseus.js) stays out of its bundle.
    files: ["packages/ui/**/*.ts", "packages/ui/**/*.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "@ludic/client", message: "import @ludic/client/local or @ludic/client/react" }] },
      ],
    },
  },
];
