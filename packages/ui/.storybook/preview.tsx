import type { Decorator, Preview } from "@storybook/react-vite";
import { useLayoutEffect } from "react";
import "../src/theme/global.css";
import { foundryTheme } from "../src/theme/foundry.css";
import { studioDarkTheme, studioLightTheme } from "../src/theme/studio.css";

const THEMES: Record<string, string> = {
  foundry: foundryTheme,
  studioLight: studioLightTheme,
  studioDark: studioDarkTheme,
};

/**
 * Applies the chosen theme to <html>, as the sites do, so the page background and anything
 * rendered in a portal (panels, the consent dialog) take it too.
 */
const withTheme: Decorator = (Story, context) => {
  const theme = THEMES[String(context.globals.theme)] ?? foundryTheme;
  useLayoutEffect(() => {
    const classes = theme.split(" ");
    document.documentElement.classList.add(...classes);
    return () => document.documentElement.classList.remove(...classes);
  }, [theme]);
  return <Story />;
};

const preview: Preview = {
  globalTypes: {
    theme: {
      description: "Site theme",
      toolbar: {
        title: "Theme",
        icon: "paintbrush",
        items: [
          { value: "foundry", title: "Foundry" },
          { value: "studioLight", title: "Studio light" },
          { value: "studioDark", title: "Studio dark" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: "foundry" },
  decorators: [withTheme],
  parameters: {
    layout: "padded",
    controls: { expanded: true },
    viewport: {
      options: {
        mobile: { name: "Mobile (375)", styles: { width: "375px", height: "740px" } },
        tablet: { name: "Tablet (768)", styles: { width: "768px", height: "1024px" } },
        desktop: { name: "Desktop (1280)", styles: { width: "1280px", height: "800px" } },
      },
    },
  },
};

export default preview;
