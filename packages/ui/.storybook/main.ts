import type { StorybookConfig } from "@storybook/react-vite";

const config: StorybookConfig = {
  stories: ["../stories/**/*.mdx", "../stories/**/*.stories.@(ts|tsx)"],
  framework: "@storybook/react-vite",
  addons: ["@storybook/addon-vitest", "@storybook/addon-a11y", "@storybook/addon-docs"],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The "Get started" checklist is for new Storybook projects, not for readers of this catalogue.
  features: { sidebarOnboardingChecklist: false },
};

export default config;
