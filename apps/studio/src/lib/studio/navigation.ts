/** The studio's sections, in the menu's order (spec 2.14). */
export const STUDIO_SECTIONS = [
  { href: "/work", label: "Work" },
  { href: "/about", label: "About" },
  { href: "/goods", label: "Goods" },
  { href: "/archive", label: "Archive" },
  { href: "/contact", label: "Contact" },
] as const;

/** Whether a section's link is the page being shown, or an ancestor of it. */
export function isCurrentSection(href: string, pathname: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}
