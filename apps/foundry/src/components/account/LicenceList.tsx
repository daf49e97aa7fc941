"use client";

import { cartActionMessages } from "@meridian/cart";
import { LicencesDocument } from "@meridian/graphql/client";
import { Button } from "@meridian/ui/button";
import { Skeleton } from "@meridian/ui/skeleton";
import { useState } from "react";
import { useQuery } from "urql";
import * as forms from "@/components/forms/forms.css";
import { type LicenceRow, licenceRow, type UpgradeOptionRow } from "@/lib/account/account-lists";
import { useFoundryCart } from "../shell/cart/FoundryCartProvider";
import * as styles from "./account.css";

/**
 * The licences the customer holds (DESIGN 4.10), each offering 'Upgrade': its bigger sizes and,
 * for a style, the family, priced after the credit in the cart's currency. Choosing one puts the
 * upgrade in the cart and opens the panel; it is paid through the usual checkout.
 */
export function LicenceList() {
  const cart = useFoundryCart();
  const currency = cart.cart?.currency;
  // Prices wait for the cart's currency rather than show in GBP first (ADR 0012).
  const [{ data, fetching, error }] = useQuery({
    query: LicencesDocument,
    variables: { currency: currency ?? null },
    pause: !currency,
    requestPolicy: "cache-and-network",
  });
  const [open, setOpen] = useState<string | null>(null);
  const [adding, setAdding] = useState<string | null>(null);
  const [messages, setMessages] = useState<string[]>([]);
  const rows = data?.licences.map(licenceRow) ?? [];

  async function add(licence: LicenceRow, option: UpgradeOptionRow) {
    setAdding(`${licence.id}:${option.key}`);
    setMessages([]);
    try {
      const problems = cartActionMessages(await cart.add(option.add));
      setMessages(problems);
      if (problems.length === 0) cart.openPanel();
    } finally {
      setAdding(null);
    }
  }

  return (
    <section className={`${forms.section} ${styles.wide}`} aria-labelledby="licences-title">
      <h2 id="licences-title" className={forms.sectionTitle}>
        Licences
      </h2>
      {!data && (fetching || !currency) ? (
        <div aria-busy="true">
          <Skeleton lines={2} />
        </div>
      ) : error && !data ? (
        <p className={styles.empty}>Your licences could not be loaded. Please reload the page.</p>
      ) : rows.length === 0 ? (
        <p className={styles.empty}>Fonts you license will be listed here, ready to upgrade.</p>
      ) : (
        <ul className={styles.rows}>
          {rows.map((licence) => (
            <li key={licence.id} className={styles.row}>
              <span className={styles.rowTitle}>{licence.name}</span>
              <span className={styles.rowMeta}>
                {licence.licence} · {licence.invoiceNumber} ·{" "}
                <a
                  className={styles.link}
                  href={licence.verifyUrl}
                  aria-label={`Proof of licence: ${licence.name}, ${licence.licence}`}
                >
                  Proof of licence
                </a>
              </span>
              <span className={styles.rowEnd}>
                {licence.upgrades.length > 0 ? (
                  <Button
                    variant="plain"
                    size="small"
                    aria-expanded={open === licence.id}
                    aria-controls={`upgrades-${licence.id}`}
                    aria-label={`Upgrade ${licence.name}, ${licence.licence}`}
                    onClick={() => setOpen(open === licence.id ? null : licence.id)}
                  >
                    Upgrade
                  </Button>
                ) : null}
              </span>
              {open === licence.id ? (
                <ul id={`upgrades-${licence.id}`} className={styles.upgrades}>
                  {licence.upgrades.map((option) => (
                    <li key={option.key} className={styles.upgradeOption}>
                      <span className={styles.upgradeName}>{option.name}</span>
                      <span className={styles.upgradePrice}>
                        {option.price}
                        {option.credit ? ` ${option.credit}` : ""}
                      </span>
                      <Button
                        variant="secondary"
                        size="small"
                        disabled={adding !== null}
                        aria-label={`Add to cart: the upgrade to ${option.name}`}
                        onClick={() => add(licence, option)}
                      >
                        {adding === `${licence.id}:${option.key}` ? "Adding…" : "Add to cart"}
                      </Button>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <div role="alert">
        {messages.length > 0 ? (
          <p className={styles.alert}>Not added: {messages.join(" ")}</p>
        ) : null}
      </div>
    </section>
  );
}
