import {
  type CartCurrency,
  DEFAULT_CURRENCY,
  LICENCE_LABELS,
  LICENCE_SIZES,
  LICENCE_TYPES,
  type LicenceType,
} from "@meridian/pricing";
import { Price } from "@meridian/shop-ui/price";
import { skeletonSurface } from "@meridian/ui/skeleton";
import { styleCountLabel } from "@meridian/ui/style-names";
import { VisuallyHidden } from "@meridian/ui/text";
import {
  type BuyingFont,
  type BuyingOptionsPrices,
  type BuyingRow,
  buyingRows,
} from "@/lib/fonts/buying-options";
import * as styles from "./BuyingOptions.css";

/** One price of the table: what AddItemToCart needs to put it in the cart (spec 7.2). */
export interface BuyingOption {
  itemType: BuyingRow["itemType"];
  productId: string;
  styleId: string | null;
  licenceType: LicenceType;
  name: string;
}

export interface FontBuyingOptions {
  font: BuyingFont;
  /** BuyingOptions' answer; null when the shop has no price for the font. */
  prices: BuyingOptionsPrices | null;
}

export interface BuyingOptionsProps {
  /** The family, then any child fonts sold with it. */
  fonts: readonly FontBuyingOptions[];
  /**
   * The cart's currency, rate and rounding (spec 9); GBP when there is no cart to ask, null
   * while the cart has not answered (the prices wait rather than show in the wrong currency).
   */
  currency?: CartCurrency | null;
  /** Makes each price a button that adds that licence to the cart. */
  onAdd?: (option: BuyingOption) => void;
  /** An add is under way: every price button waits, and this one says it is busy. */
  adding?: BuyingOption | null;
}

/** Whether two options name the same licence. */
function sameOption(a: BuyingOption, b: BuyingOption): boolean {
  return (
    a.productId === b.productId &&
    a.styleId === b.styleId &&
    a.itemType === b.itemType &&
    a.licenceType === b.licenceType
  );
}

const STARTUP = LICENCE_SIZES[0];

/**
 * Buying options per family and per style for each licence type (spec 2.12; DESIGN 6: a clear
 * table, the family first, then each style, a column per licence type). Prices are at the
 * Startup size; the cart chooses the size. A missing price reads 'Price not set'.
 */
export function BuyingOptions({
  fonts,
  currency = DEFAULT_CURRENCY,
  onAdd,
  adding = null,
}: BuyingOptionsProps) {
  return (
    <div className={styles.options} aria-busy={currency === null || undefined}>
      <p className={styles.note}>
        Prices{currency ? ` in ${currency.code}` : ""} for the {STARTUP.label} licence (
        {STARTUP.description}); choose a larger size in the cart.
      </p>
      {fonts.map(({ font, prices }) => {
        const rows = buyingRows(font, prices, currency ?? DEFAULT_CURRENCY);
        const titleId = `buy-${font.id}`;
        return (
          <div key={font.id} className={styles.font}>
            <h3 id={titleId} className={styles.fontTitle}>
              {font.name}
            </h3>
            <div className={styles.scroller}>
              <table
                className={styles.table}
                aria-labelledby={titleId}
                data-buying-options={font.id}
              >
                <thead>
                  <tr>
                    <th scope="col" className={styles.itemCell}>
                      Licence
                    </th>
                    {LICENCE_TYPES.map((type) => (
                      <th key={type} scope="col">
                        {LICENCE_LABELS[type]}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr
                      key={row.styleId ?? "family"}
                      className={row.itemType === "family" ? styles.familyRow : undefined}
                    >
                      <th scope="row" className={styles.itemCell}>
                        {row.label}
                        {row.itemType === "family" ? (
                          <span className={styles.itemNote}>
                            All {styleCountLabel(font.styles.length)}
                          </span>
                        ) : null}
                      </th>
                      {LICENCE_TYPES.map((type) => {
                        const { price, undiscounted } = row.prices[type];
                        const addName = `Add ${row.name}, ${LICENCE_LABELS[type]} licence, to the cart: `;
                        if (currency === null) {
                          // The price in pounds, unseen, holds the cell's size under the skeleton,
                          // so the columns stay put when the cart's currency arrives (CLS).
                          const placeholder = (
                            <span className={`${styles.waitingPrice} ${skeletonSurface}`}>
                              <Price
                                price={price}
                                undiscounted={undiscounted}
                                currency={DEFAULT_CURRENCY.code}
                              />
                            </span>
                          );
                          return (
                            <td key={type}>
                              {onAdd && price !== null ? (
                                // The price's own button, waiting: it keeps its place in the tab
                                // order and says why it does nothing yet (ADR 0012).
                                <button
                                  type="button"
                                  className={styles.addButton}
                                  aria-disabled="true"
                                >
                                  <VisuallyHidden>{addName}getting ready</VisuallyHidden>
                                  {placeholder}
                                </button>
                              ) : (
                                placeholder
                              )}
                            </td>
                          );
                        }
                        const shown = (
                          <Price
                            price={price}
                            undiscounted={undiscounted}
                            currency={currency.code}
                          />
                        );
                        const option: BuyingOption = {
                          itemType: row.itemType,
                          productId: row.productId,
                          styleId: row.styleId,
                          licenceType: type,
                          name: row.name,
                        };
                        const busy = adding !== null && sameOption(adding, option);
                        return (
                          <td key={type}>
                            {onAdd && price !== null ? (
                              <button
                                type="button"
                                className={styles.addButton}
                                aria-busy={busy || undefined}
                                aria-disabled={adding !== null || undefined}
                                onClick={() => {
                                  if (adding === null) onAdd(option);
                                }}
                              >
                                {/* The visible price stays in the name (WCAG 2.5.3). */}
                                <VisuallyHidden>{addName}</VisuallyHidden>
                                {shown}
                              </button>
                            ) : (
                              shown
                            )}
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        );
      })}
    </div>
  );
}
