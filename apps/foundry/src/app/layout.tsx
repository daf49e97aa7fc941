import "@meridian/ui/theme/global.css";
import { PreviewBar } from "@meridian/ui/preview-bar";
import { foundryTheme } from "@meridian/ui/theme/foundry.css";
import { palette } from "@meridian/ui/theme/tokens";
import { UiFacePreload } from "@meridian/ui/ui-face-preload";
import type { Metadata, Viewport } from "next";
import { draftMode } from "next/headers";
import type { ReactNode } from "react";
import { ChromeGate } from "@/components/shell/ChromeGate";
import { CONTENT_ID } from "@/components/shell/content-id";
import { Footer } from "@/components/shell/footer/Footer";
import { FooterReveal } from "@/components/shell/footer/FooterReveal";
import { Header } from "@/components/shell/header/Header";
import { RouteScrollReset } from "@/components/shell/RouteScrollReset";
import { SiteProviders } from "@/components/shell/SiteProviders";
import * as styles from "@/components/shell/shell.css";
import { env } from "@/env";
import { getSiteSetup } from "@/lib/site/get-site-setup";

export async function generateMetadata(): Promise<Metadata> {
  const { brand } = await getSiteSetup();
  return {
    title: { default: `${brand} — Type Foundry`, template: `%s — ${brand}` },
    description: `${brand} is an independent type foundry: retail typefaces, experimental fonts, custom and modified type for brands.`,
    applicationName: brand,
  };
}

export const viewport: Viewport = {
  themeColor: palette.white,
  width: "device-width",
  initialScale: 1,
};

/**
 * Every foundry page: the providers (shop client, cookie consent), the header, the page, and
 * the footer. Pages render their own `<main>`. A staff preview (draft mode) says so in a bar.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const [site, draft] = await Promise.all([getSiteSetup(), draftMode()]);
  return (
    <html lang="en-GB" className={foundryTheme}>
      <body>
        <UiFacePreload />
        <SiteProviders analyticsScriptUrl={env.ANALYTICS_SCRIPT_URL} sentryDsn={env.SENTRY_DSN}>
          <a href={`#${CONTENT_ID}`} className={styles.skipLink}>
            Skip to content
          </a>
          <ChromeGate>
            <Header site={site} />
          </ChromeGate>
          <div id={CONTENT_ID} tabIndex={-1} className={styles.content}>
            {children}
          </div>
          <ChromeGate>
            <FooterReveal>
              <Footer site={site} />
            </FooterReveal>
          </ChromeGate>
          <RouteScrollReset />
        </SiteProviders>
        {draft.isEnabled && <PreviewBar adminUrl={env.ADMIN_URL} exitHref="/api/preview/exit" />}
      </body>
    </html>
  );
}
