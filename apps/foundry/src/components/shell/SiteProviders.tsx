"use client";

import { ConsentProvider } from "@meridian/consent";
import { ShopProvider } from "@meridian/graphql/client";
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { FoundryCartProvider } from "./cart/FoundryCartProvider";
import { ConsentScripts, type ConsentScriptsProps } from "./consent/ConsentScripts";
import { CookieConsent } from "./consent/CookieConsent";

/**
 * What every page needs in the browser: the shop client (auth state), the one server cart and cookie
 * consent with its dialog and the scripts it gates.
 */
export function SiteProviders({
  children,
  ...scripts
}: ConsentScriptsProps & { children: ReactNode }) {
  return (
    <ShopProvider>
      <FoundryCartProvider>
        <ConsentProvider pathname={usePathname()}>
          <ConsentScripts {...scripts} />
          {children}
          <CookieConsent />
        </ConsentProvider>
      </FoundryCartProvider>
    </ShopProvider>
  );
}
