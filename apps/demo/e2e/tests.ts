import type { E2ETest } from "./harness.js";

export const tests: E2ETest[] = [
  {
    name: "home page",
    async run({ page, url, shot }) {
      await page.goto(url);
      await page.getByRole("heading", { name: "Play the games" }).waitFor();
      await shot("home");
      await page.getByRole("link", { name: "New game of Cuttle" }).click();
      await page.getByRole("heading", { name: "New game of Cuttle" }).waitFor();
      await shot("form");
      await page.getByRole("button", { name: "Start the game" }).click();
      await page.waitForTimeout(3000);
      await shot("table");
      await page.goto(`${url}#/rules/cuttle`);
      await page.getByRole("heading", { name: "Rules of Cuttle" }).waitFor();
      await shot("rules");
    },
  },
];
