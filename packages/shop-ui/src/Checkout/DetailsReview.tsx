import {
  type CheckoutDetails,
  type CheckoutRules,
  type CountryOption,
  checkoutAddresses,
  licenceDetailQuestions,
} from "@meridian/cart/checkout";
import * as styles from "./Checkout.css";

export interface DetailsReviewProps {
  details: CheckoutDetails;
  rules: CheckoutRules;
  countries: readonly CountryOption[];
}

/**
 * The details the totals were calculated for, read back while the buyer pays: they cannot
 * change without a new preview, so they are text here, with 'Edit' beside the step's title.
 */
/** An address may repeat a line (a name and a recipient): each line is keyed by its place. */
function numbered(lines: readonly string[]) {
  return lines.map((text, place) => ({ text, id: `line-${place}`, first: place === 0 }));
}

export function DetailsReview({ details, rules, countries }: DetailsReviewProps) {
  const country = (code: string) =>
    countries.find((option) => option.value === code)?.label ?? code;
  const lines = (...values: string[]) => values.map((value) => value.trim()).filter(Boolean);
  const { billing, shipping } = checkoutAddresses(details, rules);
  const address = (a: typeof billing) =>
    lines(a.line1, a.line2, `${a.city} ${a.postcode}`, country(a.country));
  const contact = lines(
    details.name,
    details.isBusiness ? details.companyName : "",
    details.email,
    details.phone,
    details.isBusiness && details.vatNumber ? `VAT number ${details.vatNumber}` : "",
  );
  const groups: [string, string[]][] = [["Contact", contact]];
  const same = details.sameAddress;
  if (!rules.requiresShipping) {
    groups.push(["Billing address", address(billing)]);
  } else if (rules.firstAddress === "shipping") {
    groups.push([
      "Delivery address",
      [details.shippingAddressName || details.name, ...address(shipping)],
    ]);
    groups.push([
      "Billing address",
      same ? lines("Same as the delivery address") : address(billing),
    ]);
  } else {
    groups.push(["Billing address", address(billing)]);
    groups.push([
      "Delivery address",
      same
        ? lines("Same as the billing address")
        : [details.shippingAddressName || details.name, ...address(shipping)],
    ]);
  }
  const licence = licenceDetailQuestions(rules.licenceTypes).map(
    (question) => `${question.label}: ${details[question.field]}`,
  );
  if (licence.length > 0) groups.push(["Licence details", licence]);
  if (details.discountCode) groups.push(["Discount code", lines(details.discountCode)]);

  return (
    <dl className={styles.review}>
      {groups.map(([term, value]) => (
        <div key={term}>
          <dt className={styles.reviewTerm}>{term}</dt>
          <dd className={styles.reviewValue}>
            {numbered(value).map((line) => (
              <span key={line.id}>
                {line.first ? null : <br />}
                {line.text}
              </span>
            ))}
          </dd>
        </div>
      ))}
    </dl>
  );
}
