import "@meridian/ui/theme/global.css";
import { studioLightTheme } from "@meridian/ui/theme/studio.css";
import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";

export const metadata: Metadata = {
  title: { default: "Meridian Studio", template: "%s — Meridian Studio" },
  description:
    "Meridian Studio designs identities, books and type-led graphics, and sells printed goods.",
  applicationName: "Meridian Studio",
};

export const viewport: Viewport = { themeColor: "#fafaf7", width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB" className={studioLightTheme}>
      <body>{children}</body>
    </html>
  );
}
