import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  emptyCart,
  foundryCart,
  overLimitCart,
  reverseChargeCart,
  sharedLinkCart,
  studioCart,
  upgradeCart,
} from "../__fixtures__/cart";
import { CartView } from "./CartView";

const noop = () => {};

const meta = {
  title: "Cart/CartView",
  component: CartView,
  args: {
    view: foundryCart(),
    onRemove: noop,
    onAddAnother: noop,
    onLicenceSizeChange: noop,
    onShare: noop,
  },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof CartView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Foundry: Story = {};
export const Snapshot: Story = { args: { view: foundryCart({ editable: false }) } };
export const Empty: Story = { args: { view: emptyCart } };
export const Upgrade: Story = { args: { view: upgradeCart() } };
export const ReverseCharge: Story = { args: { view: reverseChargeCart(), showCheckout: false } };
export const OverTheLimit: Story = { args: { view: overLimitCart() } };
export const ShareLink: Story = { args: { view: sharedLinkCart("copy") } };
export const LinkCopied: Story = { args: { view: sharedLinkCart("copied") } };
export const Busy: Story = { args: { busy: true } };
export const Studio: Story = { args: { view: studioCart() } };
export const StudioOrderComplete: Story = { args: { view: studioCart({ complete: true }) } };
