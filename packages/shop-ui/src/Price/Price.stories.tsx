import type { Meta, StoryObj } from "@storybook/react-vite";
import { Price } from "./Price";

const meta = {
  title: "Components/Price",
  component: Price,
  args: { price: 14000, currency: "GBP" },
} satisfies Meta<typeof Price>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};
export const Discounted: Story = { args: { undiscounted: 28000 } };
export const From: Story = {
  args: { price: 4000, undiscounted: 8000, from: true, wholeNumbers: true },
};
export const Euro: Story = { args: { price: 16500, undiscounted: 32500, currency: "EUR" } };
export const Dollar: Story = { args: { price: 123456, currency: "USD" } };
export const NotSet: Story = { args: { price: null } };
