"use client";

import { usePathname } from "next/navigation";
import type { ReactNode } from "react";

/** Invoices print as documents: no header and no footer (spec 2.1). */
export function isChromelessPath(pathname: string): boolean {
  return pathname.startsWith("/account/invoices/");
}

/** Renders the header or the footer everywhere but on the chromeless pages. */
export function ChromeGate({ children }: { children: ReactNode }) {
  return isChromelessPath(usePathname()) ? null : children;
}
