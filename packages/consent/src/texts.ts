/**
 * Everything the consent dialog says (spec 2.6). Titles and button labels are the spec's; the
 * paragraphs and descriptions say what this site actually stores. No brand name appears here,
 * because the brand is configuration (DESIGN 5.1).
 */
import type { CookieCategory } from "./categories";
import { COOKIE_POLICY_PATH } from "./visibility";

export const CONSENT_TEXTS = {
  title: "Cookies Policy",
  paragraphs: [
    "We use a few cookies and your browser's storage to run this site: to keep your cart, to keep you signed in, and to remember the choice you make here.",
    "With your permission we also report errors so that we can fix problems, and count visits with privacy-friendly analytics. Choose 'Accept All Cookies', or 'Manage Settings' to decide for each kind.",
  ],
  learnMore: "Learn more",
  /**
   * Read after 'Learn more' by assistive technology and crawlers only, so the link says where it
   * leads (WCAG 2.4.4; Lighthouse's descriptive link text) while the screen shows the spec's words.
   */
  learnMoreContext: "about cookies on this site",
  learnMoreHref: COOKIE_POLICY_PATH,
  acceptAll: "Accept All Cookies",
  manageSettings: "Manage Settings",
  acceptSelection: "Accept Cookie Selection",
  alwaysActive: "Always Active",
} as const;

export interface ConsentCategoryText {
  category: CookieCategory;
  title: string;
  description: string;
  /** Shown as 'Always Active' instead of a toggle. */
  alwaysActive: boolean;
}

/** The three collapsible sections of 'Manage Settings', in the spec's order. */
export const CONSENT_CATEGORY_TEXTS: readonly ConsentCategoryText[] = [
  {
    category: "required",
    title: "Required Cookies",
    description:
      "These keep the site working and cannot be switched off: a cookie that holds your cart, the sign-in tokens kept in your browser's storage while you are logged in, and the record of the choice you make in this dialog. None of them is used to follow you around the web.",
    alwaysActive: true,
  },
  {
    category: "functional",
    title: "Functional Cookies",
    description:
      "These let us send reports of errors that happen on this page to our error-reporting service, with technical details such as the browser and the step that failed, so that we can find and fix problems. They are never used for advertising.",
    alwaysActive: false,
  },
  {
    category: "analytics",
    title: "Analytics Cookies",
    description:
      "These let a privacy-friendly analytics service count visits and the pages viewed, so that we know which fonts and pages people find useful. It does not identify you, and it loads only when you allow it.",
    alwaysActive: false,
  },
];
