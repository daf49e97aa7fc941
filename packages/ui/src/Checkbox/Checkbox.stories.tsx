import type { Meta, StoryObj } from "@storybook/react-vite";
import { Checkbox } from "./Checkbox";

const meta = {
  title: "Forms/Checkbox",
  component: Checkbox,
  args: { label: "I have read and accept the privacy policy", name: "acceptedPrivacy" },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const WithError: Story = { args: { error: "Please accept the privacy policy" } };
export const WithHint: Story = { args: { hint: "Read it at /privacy-policy." } };
export const Disabled: Story = { args: { disabled: true } };
