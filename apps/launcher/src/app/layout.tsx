import "@meridian/ui/theme/global.css";
import { foundryTheme } from "@meridian/ui/theme/foundry.css";
import { palette } from "@meridian/ui/theme/tokens";
import { UiFacePreload } from "@meridian/ui/ui-face-preload";
import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { getLauncherSetup } from "../lib/launcher/get-launcher-setup";
import { launcherColourScheme } from "./theme.css";

export async function generateMetadata(): Promise<Metadata> {
  const { title, seo } = await getLauncherSetup();
  // The image's own URL: it is public on the API host, and the launcher has no address of its own
  // in its configuration to make a same-origin one absolute.
  const images = seo.image ? [seo.image] : undefined;
  return {
    title: { default: seo.title, template: `%s — ${title}` },
    description: seo.description,
    applicationName: title,
    openGraph: { title: seo.title, description: seo.description, siteName: title, images },
    robots: seo.noIndex ? { index: false, follow: true } : undefined,
  };
}

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: palette.white },
    { media: "(prefers-color-scheme: dark)", color: palette.nearBlack },
  ],
  width: "device-width",
  initialScale: 1,
};

/**
 * The launcher (spec 2.15): one page between the foundry and the studio. It sets no cookies and
 * loads no analytics, so it has no consent dialog (spec 4.1's site-variant condition).
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB" className={`${foundryTheme} ${launcherColourScheme}`}>
      <body>
        <UiFacePreload />
        {children}
      </body>
    </html>
  );
}
