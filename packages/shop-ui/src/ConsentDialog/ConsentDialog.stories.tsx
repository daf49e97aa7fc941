import { CONSENT_CATEGORY_TEXTS, CONSENT_TEXTS } from "@meridian/consent";
import { Text } from "@meridian/ui/text";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { ConsentDialog } from "./ConsentDialog";

function Demo({ initiallyExpanded = false }: { initiallyExpanded?: boolean }) {
  const [open, setOpen] = useState(true);
  const [expanded, setExpanded] = useState(initiallyExpanded);
  const [selection, setSelection] = useState({ required: true, functional: true, analytics: true });
  return (
    <div style={{ padding: 24, minHeight: "100vh" }}>
      <Text>{open ? "The page waits for a choice." : "Choice made."}</Text>
      <ConsentDialog
        open={open}
        texts={CONSENT_TEXTS}
        categories={CONSENT_CATEGORY_TEXTS}
        selection={selection}
        expanded={expanded}
        onExpandedChange={setExpanded}
        onCategoryChange={(category, enabled) =>
          setSelection((current) => ({ ...current, [category]: enabled }))
        }
        onAcceptAll={() => setOpen(false)}
        onAcceptSelection={() => setOpen(false)}
      />
    </div>
  );
}

const meta = {
  title: "Consent/ConsentDialog",
  component: ConsentDialog,
  parameters: { layout: "fullscreen" },
  args: {
    open: true,
    texts: CONSENT_TEXTS,
    categories: CONSENT_CATEGORY_TEXTS,
    selection: { required: true, functional: true, analytics: true },
    expanded: false,
    onExpandedChange: () => {},
    onCategoryChange: () => {},
    onAcceptAll: () => {},
    onAcceptSelection: () => {},
  },
} satisfies Meta<typeof ConsentDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstVisit: Story = { render: () => <Demo /> };
export const ManageSettings: Story = { render: () => <Demo initiallyExpanded /> };
export const Mobile: Story = {
  render: () => <Demo initiallyExpanded />,
  globals: { viewport: { value: "mobile", isRotated: false } },
};
