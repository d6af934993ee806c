import type { Preview } from "@storybook/react-vite";
import "../src/styles.css";

const preview: Preview = {
  // A docs page per component: its description and props from the TSDoc comments, every story.
  tags: ["autodocs"],
  parameters: {
    layout: "padded",
    // Every story is checked with axe in the story tests; a violation fails `npm test`.
    a11y: { test: "error" },
    controls: { expanded: true },
  },
};

export default preview;
