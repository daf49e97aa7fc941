import "@meridian/ui/theme/global.css";
import { PreviewBar } from "@meridian/ui/preview-bar";
import type { Metadata, Viewport } from "next";
import { draftMode } from "next/headers";
import type { ReactNode } from "react";
import { StudioCartProvider } from "../components/cart/StudioCartProvider";
import * as frame from "../components/shell/frame.css";
import { SiteConsent } from "../components/shell/SiteConsent";
import { SiteFooter } from "../components/shell/SiteFooter";
import { SiteHeader } from "../components/shell/SiteHeader";
import { SkipLink } from "../components/shell/SkipLink";
import { ThemeProvider } from "../components/theme/ThemeProvider";
import { env } from "../env";
import { getShopRules } from "../lib/cart/get-shop-rules";
import { getStudioSetup, studioName } from "../lib/studio/get-studio-setup";
import { seoMetadata } from "../lib/studio/seo";
import { getTheme } from "../lib/theme/get-theme";
import { THEME_CLASS } from "../lib/theme/theme-class";
import { THEME_COLOUR } from "../lib/theme/theme-colour";

export async function generateMetadata(): Promise<Metadata> {
  const setup = await getStudioSetup();
  const name = studioName(setup);
  const seo = seoMetadata(setup.seo);
  return {
    ...seo,
    metadataBase: new URL(env.STUDIO_URL),
    title: { default: setup.seo.title, template: `%s — ${name}` },
    applicationName: name,
    openGraph: { ...seo.openGraph, siteName: name, type: "website", locale: "en_GB" },
  };
}

export async function generateViewport(): Promise<Viewport> {
  return { themeColor: THEME_COLOUR[await getTheme()], width: "device-width", initialScale: 1 };
}

/**
 * Every studio page: the theme the visitor chose (read from its cookie here, so the HTML arrives
 * in it and nothing flashes), the header and footer of spec 2.14, the goods cart, and the
 * cookie-consent dialog. A staff preview (draft mode) says so in a bar.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const [theme, setup, shopRules, draft] = await Promise.all([
    getTheme(),
    getStudioSetup(),
    getShopRules(),
    draftMode(),
  ]);
  const name = studioName(setup);
  return (
    <html lang="en-GB" className={THEME_CLASS[theme]}>
      <body>
        <ThemeProvider initial={theme}>
          <StudioCartProvider freeShippingOverGbp={shopRules.freeShippingOverGbp}>
            <div className={frame.root}>
              <SkipLink />
              <SiteHeader name={name} email={setup.email} socialLinks={setup.socialLinks} />
              <main id="content" tabIndex={-1} className={frame.main}>
                {children}
              </main>
              <SiteFooter
                name={name}
                showCopyright={setup.showCopyright}
                showContactLink={setup.showContactLink}
              />
            </div>
          </StudioCartProvider>
        </ThemeProvider>
        <SiteConsent
          cookiePolicyUrl={new URL("/cookie-policy", env.FOUNDRY_URL).href}
          analyticsScriptUrl={env.ANALYTICS_SCRIPT_URL}
          sentryDsn={env.SENTRY_DSN}
        />
        {draft.isEnabled && <PreviewBar adminUrl={env.ADMIN_URL} exitHref="/api/preview/exit" />}
      </body>
    </html>
  );
}
