import "@meridian/ui/theme/global.css";
import { PreviewBar } from "@meridian/ui/preview-bar";
import { UiFacePreload } from "@meridian/ui/ui-face-preload";
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
import { ThemeScript } from "../components/theme/ThemeScript";
import { env } from "../env";
import { getShopRules } from "../lib/cart/get-shop-rules";
import { getStudioSetup, studioName } from "../lib/studio/get-studio-setup";
import { seoMetadata } from "../lib/studio/seo";
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

/** The light theme's bar colour; ThemeScript gives a visitor who chose dark the dark one. */
export const viewport: Viewport = {
  themeColor: THEME_COLOUR.light,
  width: "device-width",
  initialScale: 1,
};

/**
 * Every studio page: the theme the visitor chose (set from its cookie before the page paints, by
 * ThemeScript: the page is the same for everyone), the header and footer of spec 2.14, the goods
 * cart, and the cookie-consent dialog. A staff preview (draft mode) says so in a bar.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const [setup, shopRules, draft] = await Promise.all([
    getStudioSetup(),
    getShopRules(),
    draftMode(),
  ]);
  const name = studioName(setup);
  return (
    // ThemeScript may add the dark colours to the class before React hydrates.
    <html lang="en-GB" className={THEME_CLASS.light} suppressHydrationWarning>
      <head>
        <ThemeScript />
      </head>
      <body>
        <UiFacePreload />
        <ThemeProvider>
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
