import type { Meta, StoryObj } from "@storybook/react-vite";
import { Toggle } from "../Toggle/Toggle";
import { Collapsible } from "./Collapsible";

const meta = {
  title: "Components/Collapsible",
  component: Collapsible,
  args: {
    title: "Functional Cookies",
    children:
      "These let us send reports of errors that happen on this page to our error-reporting service.",
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof Collapsible>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { defaultOpen: true } };
export const WithAside: Story = {
  args: { aside: <Toggle label="Functional Cookies" hideLabel defaultChecked /> },
};
export const AlwaysActive: Story = {
  args: { title: "Required Cookies", aside: "Always Active", defaultOpen: true },
};
