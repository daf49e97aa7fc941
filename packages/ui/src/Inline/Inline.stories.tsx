import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../Button/Button";
import { Text } from "../Text/Text";
import { Inline } from "./Inline";

const meta = {
  title: "Foundations/Inline",
  component: Inline,
  args: { space: 4 },
} satisfies Meta<typeof Inline>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A row of actions that wraps to further lines when it runs out of room (narrow the frame). */
export const Default: Story = {
  render: (args) => (
    <Inline {...args}>
      {["Buy", "Try for free", "Specimen", "Share", "Add to collection"].map((label) => (
        <Button key={label}>{label}</Button>
      ))}
    </Inline>
  ),
};

/** A caption: the name at the start, the figure at the end, their text on one baseline. */
export const Spread: Story = {
  args: { space: 4, align: "baseline", justify: "space-between", wrap: false },
  render: (args) => (
    <Inline {...args}>
      <Text size="large">Specimen book</Text>
      <Text size="small" tone="secondary">
        £24
      </Text>
    </Inline>
  ),
};
