/**
 * Where the menu and the footer lead (spec 2.1, 2.3, 2.5; DESIGN 7.1 for the paths the spec does
 * not show). Brand-derived entries — the collaboration section, the goods shop, the social
 * networks — come from site setup, never from code (DESIGN 5.1).
 */
import type { SiteSetup } from "@/lib/site/get-site-setup";

export interface NavLink {
  label: string;
  href: string;
  /** The navigation sub-label of spec 2.1 ('Retail', 'Experimental', …). */
  subLabel?: string;
  /** Opens in a new tab (the goods shop, social networks). */
  external?: boolean;
}

/** The menu's main links with their sub-labels (spec 2.1, 2.3). */
export function mainNavigation(
  site: Pick<SiteSetup, "collaborationPrefix" | "collaborationLabel" | "goodsShopUrl">,
): NavLink[] {
  return [
    { label: "Library", href: "/fonts", subLabel: "Retail" },
    { label: "Playground", href: "/playground", subLabel: "Experimental" },
    {
      label: site.collaborationLabel,
      href: `/${site.collaborationPrefix}`,
      subLabel: "Collaboration",
    },
    { label: "Custom", href: "/custom-fonts", subLabel: "Unique Creations" },
    { label: "Modified", href: "/modifications", subLabel: "Exclusive Glyphs" },
    { label: "Goods", href: site.goodsShopUrl, subLabel: "Shop", external: true },
  ];
}

export const TRIAL_FONTS_PATH = "/account/trial-downloads";

/** The menu's secondary list (spec 2.3). */
export const SECONDARY_NAVIGATION: readonly NavLink[] = [
  { label: "Trial Fonts", href: TRIAL_FONTS_PATH },
  { label: "Services", href: "/services" },
  { label: "About", href: "/about" },
  { label: "Fonts In Use", href: "/fonts-in-use" },
  { label: "Information", href: "/information" },
  { label: "Privacy Policy", href: "/privacy-policy" },
];

export interface FooterColumn {
  title: string;
  links: NavLink[];
}

/** The footer's link columns (spec 2.5): Social, Services, Information, Support. */
export function footerColumns(
  site: Pick<SiteSetup, "professionalNetwork" | "photoNetwork">,
): FooterColumn[] {
  return [
    {
      title: "Social",
      links: [site.professionalNetwork, site.photoNetwork].map((network) => ({
        label: network.label,
        href: network.url,
        external: true,
      })),
    },
    {
      title: "Services",
      links: [
        { label: "Logos", href: "/services#logos" },
        { label: "Localisation", href: "/services#localisation" },
        { label: "Hinting", href: "/services#hinting" },
        { label: "All Services", href: "/services" },
      ],
    },
    {
      title: "Information",
      links: [
        { label: "FAQ's", href: "/information/faqs" },
        { label: "Licences", href: "/information/licences" },
        { label: "Copyright", href: "/information/copyright" },
      ],
    },
    {
      title: "Support",
      links: [
        { label: "Contact", href: "/contact" },
        { label: "Trial Fonts", href: TRIAL_FONTS_PATH },
        { label: "Privacy Policy", href: "/privacy-policy" },
        { label: "Cookie Policy", href: "/cookie-policy" },
      ],
    },
  ];
}
