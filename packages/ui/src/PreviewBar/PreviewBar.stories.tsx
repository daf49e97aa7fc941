import type { Meta, StoryObj } from "@storybook/react-vite";
import { PreviewBar } from "./PreviewBar";

const meta = {
  title: "Components/PreviewBar",
  component: PreviewBar,
  args: { adminUrl: "http://localhost:3003/content", exitHref: "/api/preview/exit?path=%2F" },
} satisfies Meta<typeof PreviewBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
