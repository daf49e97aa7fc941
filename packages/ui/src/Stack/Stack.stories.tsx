import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "../Box/Box";
import { Text } from "../Text/Text";
import { Stack } from "./Stack";

const meta = {
  title: "Foundations/Stack",
  component: Stack,
  args: { space: 4 },
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

const items = ["Library", "Playground", "Custom"];

/** Children one under another, a step of the space scale apart. */
export const Default: Story = {
  render: (args) => (
    <Stack {...args}>
      {items.map((label) => (
        <Box key={label} border="rule" padding={4}>
          <Text>{label}</Text>
        </Box>
      ))}
    </Stack>
  ),
};

/** A page's sections: 3 rem apart on phones, 4 rem from the tablet step (768 px). */
export const Responsive: Story = {
  args: { space: { base: 12, tablet: 16 } },
  render: Default.render,
};

/** Children kept to their own width, from the start of the line. */
export const AlignedToStart: Story = {
  args: { space: 2, align: "start" },
  render: Default.render,
};
