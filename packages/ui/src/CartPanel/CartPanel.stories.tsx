import type { CurrencyCode } from "@meridian/pricing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { currencyDropdown, emptyCart, foundryCart, studioCart } from "../__fixtures__/cart";
import { Button } from "../Button/Button";
import { CartPanel } from "./CartPanel";

function Demo({ studio = false, empty = false }: { studio?: boolean; empty?: boolean }) {
  const [open, setOpen] = useState(true);
  const [currency, setCurrency] = useState<CurrencyCode>("GBP");
  const view = empty ? emptyCart : studio ? studioCart() : foundryCart();
  return (
    <div style={{ padding: 24, minHeight: "100vh" }}>
      <Button variant="plain" onClick={() => setOpen(true)}>
        Cart £405.00 (6)
      </Button>
      <CartPanel
        open={open}
        onClose={() => setOpen(false)}
        title={empty ? "Cart (0)" : studio ? "Cart (3)" : "Cart (6)"}
        currency={studio ? null : { ...currencyDropdown, value: currency }}
        onCurrencyChange={setCurrency}
        view={view}
        onRemove={() => {}}
        onAddAnother={() => {}}
        onLicenceSizeChange={() => {}}
        onShare={() => {}}
      />
    </div>
  );
}

const meta = {
  title: "Cart/CartPanel",
  component: CartPanel,
  parameters: { layout: "fullscreen" },
  args: { open: true, onClose: () => {}, title: "Cart (6)", view: foundryCart() },
} satisfies Meta<typeof CartPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Foundry: Story = { render: () => <Demo /> };
export const Empty: Story = { render: () => <Demo empty /> };
export const Studio: Story = { render: () => <Demo studio /> };
export const Mobile: Story = {
  render: () => <Demo />,
  globals: { viewport: { value: "mobile", isRotated: false } },
};
