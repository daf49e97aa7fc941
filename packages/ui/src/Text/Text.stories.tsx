import type { Meta, StoryObj } from "@storybook/react-vite";
import { Heading, Text } from "./Text";

const meta = {
  title: "Foundations/Text",
  component: Text,
  args: { children: "Quiet, precise, typographic: the catalogue fonts are the imagery." },
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Body: Story = {};
export const Secondary: Story = { args: { tone: "secondary", size: "small" } };
export const Caption: Story = {
  args: { size: "caption", children: "U+0041 LATIN CAPITAL LETTER A" },
};
export const Tabular: Story = { args: { tabular: true, children: "£1,234.00 £ 45.00 £ 180.00" } };

export const Headings: Story = {
  render: () => (
    <div style={{ display: "grid", gap: 24 }}>
      <Heading level={1} size="display">
        Meridian
      </Heading>
      <Heading level={2} size="title">
        Library
      </Heading>
      <Heading level={3} size="xlarge">
        Retail fonts
      </Heading>
      <Heading level={4} size="large">
        Basic Fonts (3)
      </Heading>
      <Text>Body text in the UI face at 16 px.</Text>
      <Text size="small" tone="secondary">
        Secondary text at 14 px, for labels and notes.
      </Text>
    </div>
  ),
};
