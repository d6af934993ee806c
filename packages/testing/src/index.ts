export * from "./harness.js";
export { describeScenarios, type PlannedTest, planScenarioTests, scenarioTitle } from "./vitest.js";
