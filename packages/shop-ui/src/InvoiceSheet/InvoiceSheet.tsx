import type { InvoiceSeller, InvoiceView } from "@meridian/pricing/invoice-view";
import * as styles from "./InvoiceSheet.css";

export interface InvoiceSheetProps {
  view: InvoiceView;
  seller: InvoiceSeller;
  /** The sheet's title level: h1 on its own page, h3 under the checkout's thank-you. */
  headingLevel: 1 | 2 | 3;
}

/**
 * An invoice (spec 3 "Full invoice") as a printable sheet: number, date and status, seller,
 * buyer and delivery address, the items with their licences, the totals and how it was paid.
 * The page's header and footer are left off the printout (InvoiceSheet.css.ts). The studio's
 * guest invoices and the foundry's account invoices both render it.
 */
export function InvoiceSheet({ view, seller, headingLevel }: InvoiceSheetProps) {
  const Title = `h${headingLevel}` as const;
  const Section = `h${headingLevel + 1}` as "h2" | "h3" | "h4";
  const address = (lines: readonly string[]) =>
    lines.map((line, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: an address's lines never move; two may read alike.
      <span key={index} className={styles.line}>
        {line}
      </span>
    ));
  return (
    <article className={styles.sheet} data-invoice-sheet="" aria-labelledby="invoice-title">
      <header className={styles.head}>
        <Title id="invoice-title" className={styles.title}>
          Invoice <span className={styles.number}>{view.number}</span>
        </Title>
        <p className={styles.status} data-paid={view.paid}>
          {view.status}
        </p>
        <p className={styles.date}>{view.date}</p>
      </header>

      <div className={styles.parties}>
        <div>
          <Section className={styles.label}>From</Section>
          <p className={styles.address}>
            {address(seller.address)}
            <span className={styles.line}>{seller.email}</span>
          </p>
        </div>
        <div>
          <Section className={styles.label}>Billed to</Section>
          <p className={styles.address}>
            {address(view.billedTo)}
            {address(view.contact)}
            {view.vatNumber ? (
              <span className={styles.line}>VAT number {view.vatNumber}</span>
            ) : null}
            {view.vatCheck ? <span className={styles.line}>{view.vatCheck}</span> : null}
          </p>
        </div>
        {view.shipTo ? (
          <div>
            <Section className={styles.label}>Delivered to</Section>
            <p className={styles.address}>{address(view.shipTo)}</p>
          </div>
        ) : null}
      </div>

      <table className={styles.items}>
        <caption className={styles.caption}>Items</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.nameHead}>
              Item
            </th>
            <th scope="col" className={styles.numberHead}>
              Quantity
            </th>
            <th scope="col" className={styles.numberHead}>
              Price
            </th>
            <th scope="col" className={styles.numberHead}>
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {view.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a printed invoice's lines are fixed; two may read alike.
            <tr key={index}>
              <th scope="row" className={styles.nameCell}>
                {line.name}
                {line.licence ? <span className={styles.licence}>{line.licence}</span> : null}
                {line.licenceDetail ? (
                  <span className={styles.licence}>{line.licenceDetail}</span>
                ) : null}
              </th>
              <td className={styles.numberCell}>{line.quantity}</td>
              <td className={styles.numberCell}>{line.unitPrice}</td>
              <td className={styles.numberCell}>{line.amount}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <dl className={styles.totals}>
        {view.totals.map((row) => (
          <div key={row.key} className={styles.totalRow}>
            <dt className={styles.totalLabel} data-key={row.key}>
              {row.label}
            </dt>
            <dd className={styles.totalValue} data-key={row.key}>
              {row.value}
            </dd>
          </div>
        ))}
      </dl>

      <footer className={styles.foot}>
        {view.payment ? <p>{view.payment}</p> : null}
        {view.taxNote ? <p>{view.taxNote}</p> : null}
      </footer>
    </article>
  );
}
