/**
 * Licence types, sizes and the texts the sites and invoices show for them (spec 3 "Cart item",
 * spec 9 "Licences", DESIGN 4.1).
 */

/** Index order is the integer sent to the server: basic 0, web 1, app 2, social 3, logo 4. */
export const LICENCE_TYPES = ["basic", "web", "app", "social", "logo"] as const;
export type LicenceType = (typeof LICENCE_TYPES)[number];
/** Goods carry no licence. */
export type CartLicenceType = LicenceType | "not_applicable";

export const LICENCE_LABELS: Readonly<Record<CartLicenceType, string>> = {
  basic: "Basic",
  web: "Web",
  app: "App",
  social: "Social",
  logo: "Logo",
  not_applicable: "Not Applicable",
};

/** Index order is the integer sent to the server: 0 Startup … 3 Large. */
export const LICENCE_SIZES = [
  { label: "Startup", maxPeople: 5, description: "up to 5 people" },
  { label: "Small", maxPeople: 25, description: "up to 25 people" },
  { label: "Medium", maxPeople: 100, description: "up to 100 people" },
  { label: "Large", maxPeople: 500, description: "up to 500 people" },
] as const;
export type LicenceSize = 0 | 1 | 2 | 3;
/** The size BuyingOptions quotes (DESIGN 4.1). */
export const DEFAULT_LICENCE_SIZE: LicenceSize = 0;

export function isLicenceType(value: unknown): value is LicenceType {
  return typeof value === "string" && (LICENCE_TYPES as readonly string[]).includes(value);
}

export function isCartLicenceType(value: unknown): value is CartLicenceType {
  return value === "not_applicable" || isLicenceType(value);
}

export function isLicenceSize(value: unknown): value is LicenceSize {
  return (
    Number.isInteger(value) && (value as number) >= 0 && (value as number) < LICENCE_SIZES.length
  );
}

/** The licence type an AddItemToCart index stands for; null when it stands for none. */
export function licenceTypeFromIndex(index: number): LicenceType | null {
  if (!Number.isInteger(index)) return null;
  return LICENCE_TYPES[index] ?? null;
}

/** The integer the server expects for a licence type; null for not_applicable or junk. */
export function licenceTypeIndex(type: string): number | null {
  const index = (LICENCE_TYPES as readonly string[]).indexOf(type);
  return index === -1 ? null : index;
}

export function licenceSizeLabel(index: number | null | undefined): string | null {
  return isLicenceSize(index) ? LICENCE_SIZES[index].label : null;
}

/** '{type label}, {size label}' for a font line; null for goods (spec 9). */
export function licenceLine(type: CartLicenceType, size: number | null | undefined): string | null {
  if (!isLicenceType(type)) return null;
  const sizeLabel = licenceSizeLabel(size);
  return sizeLabel === null ? null : `${LICENCE_LABELS[type]}, ${sizeLabel}`;
}

/** What each licence type asks for at checkout, as the invoice and certificate label it. */
export const LICENCE_DETAIL_LABELS: Readonly<Record<LicenceType, string>> = {
  basic: "Brand name",
  web: "Domain name",
  app: "App name",
  social: "Social brand",
  logo: "Brand name",
};

/** 'Brand name: Acme' and so on (spec 9); null for goods or when nothing was given. */
export function licenceDetailLine(
  type: CartLicenceType,
  value: string | null | undefined,
): string | null {
  if (!isLicenceType(type)) return null;
  const trimmed = value?.trim();
  return trimmed ? `${LICENCE_DETAIL_LABELS[type]}: ${trimmed}` : null;
}

export const ITEM_TYPES = ["goods", "family", "style"] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/**
 * AddItemToCart sends 'Goods' capitalised and the font types in lower case (DESIGN 7.1); cart and
 * invoice items report lower case. Null for anything else.
 */
export function parseItemType(value: string): ItemType | null {
  if (value === "Goods" || value === "goods") return "goods";
  if (value === "family" || value === "style") return value;
  return null;
}

/**
 * What a cart or invoice line licenses, or sells: an upgrade line (DESIGN 4.10) counts as its
 * target, the style when it names one, else the family. Null for an unknown type.
 */
export function lineKind(line: { itemType: string; styleId?: string | null }): ItemType | null {
  if (line.itemType === "upgrade") return line.styleId ? "style" : "family";
  return parseItemType(line.itemType);
}

export interface ItemNameParts {
  itemType: ItemType;
  productName: string;
  styleName?: string | null | undefined;
  variantName?: string | null | undefined;
}

/** Spec 9: 'Poster (A2)', 'Inter Family', 'Inter Bold Italic'. */
export function itemDisplayName({
  itemType,
  productName,
  styleName,
  variantName,
}: ItemNameParts): string {
  switch (itemType) {
    case "goods":
      return variantName ? `${productName} (${variantName})` : productName;
    case "family":
      return `${productName} Family`;
    case "style":
      return styleName ? `${productName} ${styleName}` : productName;
  }
}
