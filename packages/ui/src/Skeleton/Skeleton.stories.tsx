import type { Meta, StoryObj } from "@storybook/react-vite";
import { Skeleton } from "./Skeleton";

const meta = {
  title: "Components/Skeleton",
  component: Skeleton,
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = { args: { width: "20rem" } };
export const Lines: Story = {
  args: { lines: 4 },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
};
export const Inline: Story = {
  render: () => (
    <p>
      Geist <Skeleton inline width="4rem" /> styles
    </p>
  ),
};
/** A search result's name before its font has loaded (spec 2.4). */
export const DisplayLine: Story = { args: { width: "60%", height: "6rem" } };
