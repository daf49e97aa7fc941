import type { LicenceSize } from "@meridian/pricing";
import { Button, ButtonLink } from "@meridian/ui/button";
import { Dropdown } from "@meridian/ui/dropdown";
import { type ElementType, type ReactNode, useId } from "react";
import { PriceText } from "../Price/Price";
import * as styles from "./CartView.css";
import type { CartItemView, CartViewModel, FontGroupView } from "./model";

export interface CartViewProps {
  /** @meridian/cart's view-model: buildCartView() or buildStudioCartView(). */
  view: CartViewModel;
  onRemove?: (item: CartItemView) => void;
  onAddAnother?: (item: CartItemView) => void;
  onLicenceSizeChange?: (group: FontGroupView, size: LicenceSize) => void;
  /** The share line was clicked: share the cart, or copy its link (useShareLine's activate). */
  onShare?: () => void;
  /** Checkout was followed (the studio hides its panel). */
  onCheckout?: () => void;
  /** The link element for Checkout: the site's router link, or `a`. */
  linkAs?: ElementType;
  /** A cart mutation is in flight. */
  busy?: boolean;
  /** Shown in place of the sections when the cart is empty. */
  emptyText?: ReactNode;
  /** Heading level of the section titles (the panel's title is an h2). */
  headingLevel?: 3 | 4;
  /** Checkout (or 'Contact us'); off for the order summary on the checkout page itself. */
  showCheckout?: boolean;
}

/**
 * The cart panel's body (spec 2.7, 2.14): sections of items grouped by parent font, each group
 * with its licence-size Dropdown; items with their price and a remove cross; 'Add another' for
 * goods; the total rows; Checkout (or 'Contact us' over the limit); the share line. Every text and
 * amount comes from the view-model; this only lays them out.
 */
export function CartView({
  view,
  onRemove,
  onAddAnother,
  onLicenceSizeChange,
  onShare,
  onCheckout,
  linkAs,
  busy = false,
  emptyText,
  headingLevel = 3,
  showCheckout = true,
}: CartViewProps) {
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const item = (entry: CartItemView) => (
    <li key={entry.key} className={styles.item}>
      <span className={styles.name}>{entry.name}</span>
      <PriceText
        className={styles.price}
        price={entry.price}
        undiscounted={entry.undiscountedPrice}
      />
      {entry.removable && onRemove ? (
        <button
          type="button"
          className={styles.remove}
          aria-label={`Remove ${entry.name}`}
          onClick={() => onRemove(entry)}
        />
      ) : (
        <span className={styles.removeSpacer} />
      )}
      {entry.licence || (entry.canAddAnother && onAddAnother) ? (
        <span className={styles.meta}>
          {entry.licence ? <span>{entry.licence}</span> : null}
          {entry.credit ? <span>{entry.credit}</span> : null}
          {entry.canAddAnother && onAddAnother ? (
            <Button
              variant="plain"
              size="small"
              className={styles.addAnother}
              aria-label={`Add another ${entry.name}`}
              onClick={() => onAddAnother(entry)}
            >
              Add another
            </Button>
          ) : null}
        </span>
      ) : null}
    </li>
  );

  return (
    <div className={styles.root} aria-busy={busy || undefined}>
      {view.isEmpty && emptyText ? <p className={styles.note}>{emptyText}</p> : null}
      {view.sections.map((section) => (
        <section
          key={section.key}
          className={styles.section}
          aria-labelledby={`${id}-${section.key}`}
        >
          <Heading id={`${id}-${section.key}`} className={styles.sectionTitle}>
            {section.title}
          </Heading>
          {section.kind === "goods" ? (
            <ul className={styles.items}>{section.items.map(item)}</ul>
          ) : (
            section.groups.map((group) => (
              <div key={group.key} className={styles.group}>
                {group.sizeOptions && onLicenceSizeChange ? (
                  <div className={styles.groupHead}>
                    <Dropdown
                      label="Licence size"
                      mobileLabel="Size"
                      accessibleLabel={`Licence size for ${group.items.map((entry) => entry.name).join(", ")}`}
                      align="end"
                      options={group.sizeOptions.map((option) => ({
                        value: String(option.value),
                        label: option.label,
                      }))}
                      value={group.size === null ? null : String(group.size)}
                      onChange={(value) => onLicenceSizeChange(group, Number(value) as LicenceSize)}
                    />
                  </div>
                ) : null}
                <ul className={styles.items}>{group.items.map(item)}</ul>
              </div>
            ))
          )}
        </section>
      ))}
      <dl className={styles.totals}>
        {view.totals.map((row) => (
          <div key={row.key} className={styles.totalRow}>
            <dt className={styles.totalLabel} data-key={row.key}>
              {row.label}
            </dt>
            <dd className={styles.totalValue} data-key={row.key} data-pending={row.pending}>
              {row.value}
            </dd>
            {row.note ? <dd className={styles.totalNote}>{row.note}</dd> : null}
          </div>
        ))}
      </dl>
      <div className={styles.footer}>
        {view.shippingNote ? <p className={styles.note}>{view.shippingNote}</p> : null}
        {showCheckout ? (
          <ButtonLink
            as={view.checkout.kind === "enquiry" ? "a" : linkAs}
            href={view.checkout.href}
            disabled={view.checkout.disabled}
            variant="primary"
            size="large"
            fullWidth
            onClick={onCheckout}
          >
            <span>{view.checkout.label}</span>
            <span aria-hidden="true" className={styles.arrow}>
              →
            </span>
          </ButtonLink>
        ) : null}
        {view.share ? (
          <p className={styles.share} role="status">
            {view.share.step === "copied" || !onShare ? (
              view.share.text
            ) : (
              <button type="button" className={styles.shareButton} onClick={onShare}>
                {view.share.text}
              </button>
            )}
          </p>
        ) : null}
      </div>
    </div>
  );
}
