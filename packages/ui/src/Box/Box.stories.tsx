import type { Meta, StoryObj } from "@storybook/react-vite";
import { Text } from "../Text/Text";
import { Box } from "./Box";

const meta = {
  title: "Foundations/Box",
  component: Box,
} satisfies Meta<typeof Box>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Layout from sprinkles: a column on mobile, a row from the tablet step (768 px). */
export const Responsive: Story = {
  render: () => (
    <Box
      display="flex"
      flexDirection={{ base: "column", tablet: "row" }}
      gap={{ base: 4, desktop: 8 }}
      borderTop="rule"
      paddingY={4}
    >
      {["Library", "Playground", "Custom"].map((label) => (
        <Box key={label} flexGrow={1} borderBottom="subtle" paddingBottom={4}>
          <Text size="large">{label}</Text>
          <Text size="small" tone="secondary">
            A Box with sprinkles.
          </Text>
        </Box>
      ))}
    </Box>
  ),
};

export const Surface: Story = {
  render: () => (
    <Box background="surface" border="rule" padding={6} color="secondary">
      Surface with a 1 px rule and secondary text.
    </Box>
  ),
};
