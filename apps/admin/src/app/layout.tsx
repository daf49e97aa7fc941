import "@meridian/ui/theme/global.css";
import { foundryTheme } from "@meridian/ui/theme/foundry.css";
import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";

export const metadata: Metadata = {
  title: { default: "Meridian admin", template: "%s — Meridian admin" },
  // Staff only: no search engine lists it.
  robots: { index: false, follow: false },
};

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

/** The admin site (DESIGN 4.12): staff only, its own origin, every page rendered per request. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB" className={foundryTheme}>
      <body>{children}</body>
    </html>
  );
}
