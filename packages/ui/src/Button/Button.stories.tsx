import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button, ButtonLink } from "./Button";

const meta = {
  title: "Components/Button",
  component: Button,
  args: { children: "Add to cart" },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { args: { variant: "primary" } };
export const Secondary: Story = { args: { variant: "secondary" } };
export const Plain: Story = { args: { variant: "plain", children: "Add another" } };
export const Small: Story = { args: { variant: "secondary", size: "small", children: "Close" } };
export const Disabled: Story = { args: { variant: "primary", disabled: true } };
/** Not live yet (ADR 0012): focusable, unavailable, saying so. */
export const Waiting: Story = {
  args: { variant: "primary", waiting: true, children: "Add to cart: getting ready…" },
};

/** The cart's 'Checkout': large, full width, a link. */
export const Checkout: Story = {
  render: () => (
    <div style={{ maxWidth: 480 }}>
      <ButtonLink href="/checkout" variant="primary" size="large" fullWidth>
        <span>Checkout</span>
        <span aria-hidden="true">→</span>
      </ButtonLink>
    </div>
  ),
};

export const CheckoutDisabled: Story = {
  render: () => (
    <div style={{ maxWidth: 480 }}>
      <ButtonLink href="/checkout" variant="primary" size="large" fullWidth disabled>
        <span>Checkout</span>
        <span aria-hidden="true">→</span>
      </ButtonLink>
    </div>
  ),
};

export const All: Story = {
  render: () => (
    <div style={{ display: "flex", flexWrap: "wrap", gap: 12, alignItems: "center" }}>
      <Button variant="primary">Accept All Cookies</Button>
      <Button variant="secondary">Manage Settings</Button>
      <Button variant="plain">Add another</Button>
      <Button variant="primary" disabled>
        Disabled
      </Button>
      <Button variant="secondary" disabled>
        Disabled
      </Button>
      <Button variant="secondary" size="small">
        Small
      </Button>
    </div>
  ),
};
