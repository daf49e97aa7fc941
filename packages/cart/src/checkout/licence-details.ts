/**
 * The licence details a font checkout asks for (spec 2.8, 9): a brand name for basic and logo
 * licences, a social brand for social, a domain for web and an app name for app. Each is a
 * FinalizeInvoice argument of its own (basicBrand, logoBrand, socialBrand, domain, app) and
 * appears on the invoice and the licence certificate as spec 9's detail text.
 */
import type { LicenceType } from "@meridian/pricing";

export type LicenceDetailField = "basicBrand" | "logoBrand" | "socialBrand" | "domain" | "app";

export interface LicenceDetailQuestion {
  field: LicenceDetailField;
  licenceType: LicenceType;
  label: string;
  hint: string;
  autoComplete: string;
}

export const LICENCE_DETAIL_QUESTIONS: Record<LicenceType, LicenceDetailQuestion> = {
  basic: {
    field: "basicBrand",
    licenceType: "basic",
    label: "Brand name (basic licence)",
    hint: "The brand the desktop fonts are licensed for.",
    autoComplete: "organization",
  },
  web: {
    field: "domain",
    licenceType: "web",
    label: "Domain name (web licence)",
    hint: "The website the web fonts are licensed for, e.g. example.com.",
    autoComplete: "url",
  },
  app: {
    field: "app",
    licenceType: "app",
    label: "App name (app licence)",
    hint: "The app the fonts are embedded in.",
    autoComplete: "off",
  },
  social: {
    field: "socialBrand",
    licenceType: "social",
    label: "Social brand (social licence)",
    hint: "The brand or account the social media licence is for.",
    autoComplete: "off",
  },
  logo: {
    field: "logoBrand",
    licenceType: "logo",
    label: "Brand name (logo licence)",
    hint: "The brand whose logo uses the font.",
    autoComplete: "organization",
  },
};

/** The API's messages for a missing detail (apps/api/src/modules/checkout/checkout-input.ts). */
export const LICENCE_DETAIL_MESSAGES: Record<LicenceDetailField, string> = {
  basicBrand: "Please enter the brand name for the basic licence",
  logoBrand: "Please enter the brand name for the logo licence",
  socialBrand: "Please enter the social brand for the social licence",
  domain: "Please enter the domain name for the web licence",
  app: "Please enter the app name for the app licence",
};

export function licenceDetailQuestions(
  licenceTypes: readonly LicenceType[],
): LicenceDetailQuestion[] {
  return licenceTypes.map((type) => LICENCE_DETAIL_QUESTIONS[type]);
}
