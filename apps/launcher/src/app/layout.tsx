import "@meridian/ui/theme/global.css";
import { foundryTheme } from "@meridian/ui/theme/foundry.css";
import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";

export const metadata: Metadata = {
  title: { default: "Meridian", template: "%s — Meridian" },
  description: "Meridian: the type foundry and the design studio.",
  applicationName: "Meridian",
};

export const viewport: Viewport = { themeColor: "#ffffff", width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB" className={foundryTheme}>
      <body>{children}</body>
    </html>
  );
}
