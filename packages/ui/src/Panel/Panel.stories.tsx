import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { Button } from "../Button/Button";
import { Text } from "../Text/Text";
import { Panel } from "./Panel";

function Demo({ initiallyOpen = true, long = false }: { initiallyOpen?: boolean; long?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <div style={{ minHeight: "100vh", padding: 24 }}>
      <Button onClick={() => setOpen(true)}>Menu</Button>
      {Array.from({ length: 30 }, (_, index) => `Page line ${index + 1}`).map((line) => (
        <Text key={line} tone="secondary">
          {line}: the page behind the panel does not scroll while the panel is open.
        </Text>
      ))}
      <Panel open={open} onClose={() => setOpen(false)} title="Menu">
        <nav aria-label="Main">
          <ul
            style={{ listStyle: "none", margin: 0, padding: 0, fontSize: "2rem", lineHeight: 1.2 }}
          >
            {["Library", "Playground", "Meridian ×", "Custom", "Modified", "Goods"].map((label) => (
              <li key={label}>
                <a href={`#${label}`} style={{ textDecoration: "none" }}>
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {long
          ? Array.from({ length: 40 }, (_, index) => `Line ${index + 1}`).map((line) => (
              <Text key={line}>{line}: a long panel scrolls inside itself.</Text>
            ))
          : null}
      </Panel>
    </div>
  );
}

const meta = {
  title: "Components/Panel",
  component: Panel,
  parameters: { layout: "fullscreen" },
  args: { open: true, onClose: () => {}, title: "Menu" },
} satisfies Meta<typeof Panel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = { render: () => <Demo /> };
export const Closed: Story = { render: () => <Demo initiallyOpen={false} /> };
export const LongContent: Story = { render: () => <Demo long /> };
export const Mobile: Story = {
  render: () => <Demo />,
  globals: { viewport: { value: "mobile", isRotated: false } },
};
