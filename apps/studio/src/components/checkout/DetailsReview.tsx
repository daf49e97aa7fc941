import type { CheckoutDetails } from "../../lib/checkout/checkout-details";
import type { CountryOption } from "../../lib/checkout/countries";
import * as styles from "./checkout.css";

export interface DetailsReviewProps {
  details: CheckoutDetails;
  countries: readonly CountryOption[];
}

/**
 * The details the totals were calculated for, read back while the visitor pays: they cannot
 * change without a new preview, so they are text here, with 'Edit' beside the step's title.
 */
export function DetailsReview({ details, countries }: DetailsReviewProps) {
  const country = (code: string) =>
    countries.find((option) => option.value === code)?.label ?? code;
  const lines = (...values: string[]) => values.map((value) => value.trim()).filter(Boolean);
  const contact = lines(
    details.name,
    details.isBusiness ? details.companyName : "",
    details.email,
    details.phone,
    details.isBusiness && details.vatNumber ? `VAT number ${details.vatNumber}` : "",
  );
  const delivery = lines(
    details.shippingAddressName || details.name,
    details.shippingLine1,
    details.shippingLine2,
    `${details.shippingCity} ${details.shippingPostcode}`,
    country(details.shippingCountry),
  );
  const billing = details.billingSameAsShipping
    ? lines("Same as the delivery address")
    : lines(
        details.line1,
        details.line2,
        `${details.city} ${details.postcode}`,
        country(details.country),
      );
  const groups: [string, string[]][] = [
    ["Contact", contact],
    ["Delivery address", delivery],
    ["Billing address", billing],
  ];
  if (details.discountCode) groups.push(["Discount code", lines(details.discountCode)]);

  return (
    <dl className={styles.review}>
      {groups.map(([term, value]) => (
        <div key={term}>
          <dt className={styles.reviewTerm}>{term}</dt>
          <dd className={styles.reviewValue}>
            {value.map((line, index) => (
              // An address may repeat a line (a name and a recipient): keyed by place.
              <span key={index}>
                {index > 0 ? <br /> : null}
                {line}
              </span>
            ))}
          </dd>
        </div>
      ))}
    </dl>
  );
}
