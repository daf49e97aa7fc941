import { existsSync } from "node:fs";
import type { StorybookConfig } from "@storybook/react-vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { mergeConfig } from "vite";

/**
 * The catalogue's built web fonts (`pnpm content build` writes them), served at /fonts as the API
 * serves them, so stories with `host=""` show the real faces. Absent on a fresh checkout: the
 * stories then fall back to the UI face, as the site does when a font fails to load.
 */
const fonts = "../../../content/build/fonts";

const config: StorybookConfig = {
  // The shop's screens (@meridian/shop-ui) and the specimen components (@meridian/specimen) are
  // built from this kit: their stories live beside them and are shown here, so the workbench
  // holds every component a site renders.
  stories: [
    "../src/**/*.stories.tsx",
    "../../shop-ui/src/**/*.stories.tsx",
    "../../specimen/src/**/*.stories.tsx",
  ],
  framework: { name: "@storybook/react-vite", options: {} },
  core: { disableTelemetry: true },
  staticDirs: existsSync(new URL(fonts, new URL("./", import.meta.url)))
    ? [{ from: fonts, to: "/fonts" }]
    : [],
  // Without the plugin the build still succeeds, but every story importing a .css.ts throws.
  viteFinal: (viteConfig) => mergeConfig(viteConfig, { plugins: [vanillaExtractPlugin()] }),
};

export default config;
