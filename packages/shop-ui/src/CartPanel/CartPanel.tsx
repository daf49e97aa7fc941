"use client";

import type { CurrencyCode } from "@meridian/pricing";
import { Dropdown } from "@meridian/ui/dropdown";
import { Panel } from "@meridian/ui/panel";
import { CartView, type CartViewProps } from "../CartView/CartView";
import type { CurrencyDropdownView } from "../CartView/model";

export interface CartPanelProps extends CartViewProps {
  open: boolean;
  onClose: () => void;
  /** 'Cart (3)', a custom title, or the studio's 'Order Complete'. */
  title: string;
  /** The currency dropdown; null or absent hides it (snapshot mode, the studio). */
  currency?: CurrencyDropdownView | null;
  /** A different currency was chosen (choosing the current one does nothing). */
  onCurrencyChange?: (currency: CurrencyCode) => void;
}

/** The cart as a half-screen panel from the right: title and currency above, the cart below. */
export function CartPanel({
  open,
  onClose,
  title,
  currency,
  onCurrencyChange,
  ...cart
}: CartPanelProps) {
  return (
    <Panel
      open={open}
      onClose={onClose}
      title={title}
      headerAside={
        currency && onCurrencyChange ? (
          <Dropdown
            label="Currency"
            hideLabel
            align="end"
            options={currency.options}
            value={currency.value}
            onChange={onCurrencyChange}
          />
        ) : null
      }
    >
      <CartView {...cart} headingLevel={3} />
    </Panel>
  );
}
