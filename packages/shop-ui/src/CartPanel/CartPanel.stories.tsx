import type { CurrencyCode } from "@meridian/pricing";
import { Button } from "@meridian/ui/button";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { emptyCart, foundryCart, studioCart } from "../__fixtures__/cart";
import { CartPanel } from "./CartPanel";

function Demo({ studio = false, empty = false }: { studio?: boolean; empty?: boolean }) {
  const [open, setOpen] = useState(true);
  const [currency, setCurrency] = useState<CurrencyCode>("GBP");
  const foundry = empty ? emptyCart : foundryCart();
  const studioView = studioCart();
  const view = studio ? studioView : foundry;
  return (
    <div style={{ padding: 24, minHeight: "100vh" }}>
      <Button variant="plain" onClick={() => setOpen(true)}>
        {studio ? studioView.heading : foundry.title}
      </Button>
      <CartPanel
        open={open}
        onClose={() => setOpen(false)}
        title={studio ? studioView.heading : foundry.title}
        currency={studio || !foundry.currency ? null : { ...foundry.currency, value: currency }}
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
  args: { open: true, onClose: () => {}, title: foundryCart().title, view: foundryCart() },
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
