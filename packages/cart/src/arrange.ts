/**
 * The order a cart is shown in (spec 2.7): sections Basic, Web, App, Social and Logo Fonts, then
 * Goods; font lines grouped by parent font, because a licence size is chosen per parent font
 * and licence type (DESIGN 4.6); goods sorted by product name, one row per unit. Empty sections
 * are left out. No formatting happens here, so the purchase enquiry can use the same order.
 */
import { LICENCE_TYPES, type LicenceType, licenceTypeIndex } from "@meridian/pricing";
import type { CartLine, CartModel } from "./cart-model";

export type CartSectionKey = LicenceType | "goods";

export const CART_SECTIONS: readonly { key: CartSectionKey; name: string }[] = [
  { key: "basic", name: "Basic Fonts" },
  { key: "web", name: "Web Fonts" },
  { key: "app", name: "App Fonts" },
  { key: "social", name: "Social Fonts" },
  { key: "logo", name: "Logo Fonts" },
  { key: "goods", name: "Goods" },
];

const SECTION_NAMES = new Map(CART_SECTIONS.map(({ key, name }) => [key, name]));

export interface ArrangedFontGroup {
  parentFontId: string;
  /** Upgrade lines (DESIGN 4.10) sit in a group of their own: their size is their target's. */
  upgrade: boolean;
  licenceType: LicenceType;
  /** The integer UpdateCartLicenceSize expects. */
  licenceTypeIndex: number;
  lines: CartLine[];
}

export type ArrangedSection =
  | { kind: "fonts"; key: LicenceType; name: string; groups: ArrangedFontGroup[] }
  | {
      kind: "goods";
      key: "goods";
      name: string;
      /** One entry per unit: a line of quantity 2 appears twice. */
      units: { line: CartLine; unit: number }[];
    };

const byProductName = new Intl.Collator("en-GB", { sensitivity: "base", numeric: true });

function fontSection(lines: readonly CartLine[], licenceType: LicenceType): ArrangedSection | null {
  const groups = new Map<string, ArrangedFontGroup>();
  for (const line of lines) {
    if (line.itemType === "goods" || line.licenceType !== licenceType) continue;
    const key = line.upgrade ? `${line.parentFontId}:upgrade:${line.id}` : line.parentFontId;
    let group = groups.get(key);
    if (!group) {
      group = {
        parentFontId: line.parentFontId,
        upgrade: line.upgrade !== null,
        licenceType,
        licenceTypeIndex: licenceTypeIndex(licenceType) ?? 0,
        lines: [],
      };
      groups.set(key, group);
    }
    group.lines.push(line);
  }
  if (groups.size === 0) return null;
  const name = SECTION_NAMES.get(licenceType) ?? licenceType;
  return { kind: "fonts", key: licenceType, name, groups: [...groups.values()] };
}

function goodsSection(lines: readonly CartLine[]): ArrangedSection | null {
  // Array.prototype.sort is stable: equal names keep the order they were added in.
  const goods = lines
    .filter((line) => line.itemType === "goods")
    .sort((a, b) => byProductName.compare(a.productName, b.productName));
  if (goods.length === 0) return null;
  const units = goods.flatMap((line) =>
    Array.from({ length: line.quantity }, (_, unit) => ({ line, unit })),
  );
  return { kind: "goods", key: "goods", name: SECTION_NAMES.get("goods") ?? "Goods", units };
}

export function arrangeCart(cart: Pick<CartModel, "lines">): ArrangedSection[] {
  const sections = LICENCE_TYPES.map((type) => fontSection(cart.lines, type));
  sections.push(goodsSection(cart.lines));
  return sections.filter((section): section is ArrangedSection => section !== null);
}

/** The lines in display order, one per row (what the purchase enquiry lists). */
export function linesInDisplayOrder(sections: readonly ArrangedSection[]): CartLine[] {
  return sections.flatMap((section) =>
    section.kind === "goods"
      ? section.units.map(({ line }) => line)
      : section.groups.flatMap((group) => group.lines),
  );
}

/** The number of rows a section shows. */
export function sectionCount(section: ArrangedSection): number {
  return section.kind === "goods"
    ? section.units.length
    : section.groups.reduce((count, group) => count + group.lines.length, 0);
}
