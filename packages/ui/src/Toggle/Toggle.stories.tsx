import type { Meta, StoryObj } from "@storybook/react-vite";
import { Toggle } from "./Toggle";

const meta = {
  title: "Components/Toggle",
  component: Toggle,
  args: { label: "Analytics Cookies" },
} satisfies Meta<typeof Toggle>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};
export const On: Story = { args: { defaultChecked: true } };
export const WithDescription: Story = {
  args: { defaultChecked: true, description: "Counts visits; never identifies you." },
};
export const SwitchFirst: Story = { args: { switchPosition: "start" } };
export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };
export const HiddenLabel: Story = { args: { hideLabel: true } };
