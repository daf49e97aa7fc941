/**
 * Cart rows as the panel prints them: names, licence lines and prices come from
 * @meridian/pricing (itemDisplayName, licenceLine, formatPrice, showUndiscounted), never
 * re-worded here. Editing affordances (remove, add another, size dropdown) appear only when the
 * cart is editable, i.e. not in snapshot mode and not a completed order. A line the server has
 * not priced yet (shown before a change is answered) says its price is being calculated, and a
 * line it has not made yet offers nothing to do to it.
 */
import {
  type CurrencyCode,
  formatPrice,
  itemDisplayName,
  LICENCE_SIZES,
  type LicenceSize,
  type LicenceType,
  licenceLine,
  licenceSizeLabel,
  showUndiscounted,
} from "@meridian/pricing";
import { type ArrangedSection, sectionCount } from "./arrange";
import type { CartLine } from "./cart-model";
import { isProvisionalLine } from "./optimistic-cart";
import { CART_TEXTS, sectionTitle } from "./texts";

export interface CartItemView {
  /** Unique among the panel's rows (a goods line of quantity 2 gives two rows). */
  key: string;
  /** What RemoveItemFromCart takes. */
  itemId: string;
  /** What the studio cart's remove and both carts' "Add another" take. */
  productId: string;
  variantId: string | null;
  /** 'Inter Family', 'Inter Bold Italic', 'Poster (A2)'. */
  name: string;
  /** 'Web, Startup'; null for goods. */
  licence: string | null;
  /** An upgrade's credit, 'Credit £37.00'; null for other lines. */
  credit: string | null;
  price: string;
  /** Shown struck through; null when it does not differ from the price. */
  undiscountedPrice: string | null;
  /** Show the remove cross. */
  removable: boolean;
  /** Show 'Add another' (goods in an editable cart). */
  canAddAnother: boolean;
}

export interface LicenceSizeOption {
  value: LicenceSize;
  /** 'Startup', 'Small', 'Medium', 'Large'. */
  label: string;
  /** 'up to 5 people'. */
  description: string;
}

export const LICENCE_SIZE_OPTIONS: readonly LicenceSizeOption[] = LICENCE_SIZES.map(
  ({ label, description }, index) => ({ value: index as LicenceSize, label, description }),
);

export interface FontGroupView {
  key: string;
  parentFontId: string;
  licenceType: LicenceType;
  /** The integer updateLicenceSize takes with the parent font id. */
  licenceTypeIndex: number;
  /** The group's size; null if the server sent none. */
  size: LicenceSize | null;
  /** The size's label, for a read-only cart. */
  sizeLabel: string | null;
  /** The dropdown's options; null when the cart is read-only (no dropdown). */
  sizeOptions: readonly LicenceSizeOption[] | null;
  items: CartItemView[];
}

interface SectionViewBase {
  /** 'Basic Fonts'. */
  name: string;
  /** 'Basic Fonts (2)'. */
  title: string;
  count: number;
}

export type CartSectionView =
  | (SectionViewBase & { kind: "fonts"; key: LicenceType; groups: FontGroupView[] })
  | (SectionViewBase & { kind: "goods"; key: "goods"; items: CartItemView[] });

function itemView(
  line: CartLine,
  key: string,
  currency: CurrencyCode,
  editable: boolean,
  unpriced: ReadonlySet<string>,
): CartItemView {
  const priced = !unpriced.has(line.id) && !isProvisionalLine(line.id);
  const actionable = editable && !isProvisionalLine(line.id);
  return {
    key,
    itemId: line.id,
    productId: line.productId,
    variantId: line.variantId,
    name: line.upgrade?.name ?? itemDisplayName(line),
    licence: licenceLine(line.licenceType, line.licenceSize),
    credit: line.upgrade && priced ? `Credit ${formatPrice(line.upgrade.credit, currency)}` : null,
    price: priced ? formatPrice(line.price, currency) : CART_TEXTS.calculating,
    undiscountedPrice:
      priced && showUndiscounted(line.price, line.priceUndiscounted)
        ? formatPrice(line.priceUndiscounted, currency)
        : null,
    removable: actionable,
    canAddAnother: actionable && line.itemType === "goods",
  };
}

const NONE: ReadonlySet<string> = new Set();

export function sectionViews(
  sections: readonly ArrangedSection[],
  currency: CurrencyCode,
  editable: boolean,
  /** Lines whose price the server has still to say. */
  unpriced: ReadonlySet<string> = NONE,
): CartSectionView[] {
  return sections.map((section): CartSectionView => {
    const count = sectionCount(section);
    const base = { name: section.name, title: sectionTitle(section.name, count), count };
    if (section.kind === "goods") {
      return {
        ...base,
        kind: "goods",
        key: "goods",
        items: section.units.map(({ line, unit }) =>
          itemView(line, `${line.id}#${unit}`, currency, editable, unpriced),
        ),
      };
    }
    return {
      ...base,
      kind: "fonts",
      key: section.key,
      groups: section.groups.map((group): FontGroupView => {
        // Every line of a group shares one size (DESIGN 4.6); the first speaks for them all.
        const size = group.lines[0]?.licenceSize ?? null;
        return {
          key: `${group.licenceType}:${group.parentFontId}${group.upgrade ? `:${group.lines[0]?.id}` : ""}`,
          parentFontId: group.parentFontId,
          licenceType: group.licenceType,
          licenceTypeIndex: group.licenceTypeIndex,
          size,
          sizeLabel: licenceSizeLabel(size),
          // An upgrade's size was chosen with it on /account: remove it to choose another.
          sizeOptions: editable && !group.upgrade ? LICENCE_SIZE_OPTIONS : null,
          items: group.lines.map((line) => itemView(line, line.id, currency, editable, unpriced)),
        };
      }),
    };
  });
}
