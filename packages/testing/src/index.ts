export * from "./harness.js";
export { describeScenarios, scenarioTitle } from "./vitest.js";
