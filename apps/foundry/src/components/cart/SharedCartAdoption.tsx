"use client";

import { Inline } from "@meridian/ui/inline";
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import {
  type AdoptionOutcome,
  adoptionOutcome,
  SHARED_CART_TEXTS,
} from "@/lib/cart/shared-cart-outcome";
import { useFoundryCart } from "../shell/cart/FoundryCartProvider";
import * as styles from "../shell/status-page.css";

/**
 * Adopts the shared cart as soon as the page is open (AdoptCart merges its lines into the
 * visitor's cart; adopting twice changes nothing) and opens the cart panel on the result. An
 * unknown, malformed or expired id is said plainly.
 */
export function SharedCartAdoption({ cartId }: { cartId: string }) {
  const { adopt, openPanel } = useFoundryCart();
  const [outcome, setOutcome] = useState<AdoptionOutcome>("adopting");
  // One adoption per id, even when an effect runs twice (development's strict mode).
  const adopted = useRef<string | null>(null);

  useEffect(() => {
    if (adopted.current === cartId) return;
    adopted.current = cartId;
    setOutcome("adopting");
    void adopt(cartId).then((result) => {
      const next = adoptionOutcome(result);
      setOutcome(next);
      if (next === "adopted") openPanel();
    });
  }, [cartId, adopt, openPanel]);

  return (
    <>
      <p className={styles.lede} role="status" aria-busy={outcome === "adopting" || undefined}>
        {SHARED_CART_TEXTS[outcome]}
      </p>
      {outcome === "adopted" ? (
        <Inline space={6} align="center">
          <button type="button" className={styles.linkButton} onClick={openPanel}>
            Open the cart
          </button>
          <Link href="/fonts" className={styles.link}>
            Browse the library
          </Link>
        </Inline>
      ) : null}
      {outcome === "not-found" || outcome === "failed" ? (
        <Inline space={6} align="center">
          <Link href="/fonts" className={styles.link}>
            Browse the library
          </Link>
        </Inline>
      ) : null}
    </>
  );
}
