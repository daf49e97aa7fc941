import type { Meta, StoryObj } from "@storybook/react-vite";
import { Select } from "./Select";

const countries = [
  { value: "GB", label: "United Kingdom" },
  { value: "DE", label: "Germany" },
  { value: "FR", label: "France" },
  { value: "US", label: "United States" },
];

const meta = {
  title: "Forms/Select",
  component: Select,
  args: { label: "Country", options: countries, placeholder: "Choose a country" },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithError: Story = { args: { error: "Please choose a country" } };
export const Disabled: Story = { args: { disabled: true, defaultValue: "GB" } };
