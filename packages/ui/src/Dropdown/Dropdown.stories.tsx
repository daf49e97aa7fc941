import type { Meta, StoryObj } from "@storybook/react-vite";
import { type ComponentProps, useEffect, useState } from "react";
import { geist, sourceSerif } from "../__fixtures__/catalogue";
import { loadCatalogueFont } from "../lib/catalogue-font";
import { Dropdown, type DropdownOption } from "./Dropdown";

const sizes: DropdownOption[] = [
  { value: "0", label: "Startup" },
  { value: "1", label: "Small" },
  { value: "2", label: "Medium" },
  { value: "3", label: "Large" },
];

/** Holds the value so the story behaves as it would on a page. */
function Controlled(
  props: Omit<ComponentProps<typeof Dropdown>, "value" | "onChange"> & {
    initial: string;
  },
) {
  const { initial, ...rest } = props;
  const [value, setValue] = useState(initial);
  return <Dropdown {...rest} value={value} onChange={setValue} />;
}

const meta = {
  title: "Components/Dropdown",
  component: Dropdown,
  args: { label: "Licence size", options: sizes, value: "0", onChange: () => {} },
  parameters: { layout: "padded" },
} satisfies Meta<typeof Dropdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LicenceSize: Story = {
  render: () => (
    <div style={{ minHeight: 260 }}>
      <Controlled label="Licence size" mobileLabel="Size" options={sizes} initial="0" />
    </div>
  ),
};

export const Open: Story = {
  render: () => (
    <div style={{ minHeight: 260 }}>
      <Controlled label="Licence size" mobileLabel="Size" options={sizes} initial="1" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    canvasElement.querySelector<HTMLElement>("[role=combobox]")?.click();
  },
};

export const Currency: Story = {
  render: () => (
    <div style={{ minHeight: 200, display: "flex", justifyContent: "flex-end" }}>
      <Controlled
        label="Currency"
        hideLabel
        align="end"
        options={[
          { value: "GBP", label: "GBP" },
          { value: "EUR", label: "EUR" },
          { value: "USD", label: "USD" },
        ]}
        initial="GBP"
      />
    </div>
  ),
};

export const Stacked: Story = {
  render: () => (
    <div style={{ minHeight: 260, maxWidth: 320 }}>
      <Controlled label="Licence size" layout="stacked" size="medium" options={sizes} initial="2" />
    </div>
  ),
};

export const Disabled: Story = {
  render: () => <Controlled label="Licence size" options={sizes} initial="0" disabled />,
};

/** Loads every style of a family from the catalogue, as a type tester does on opening. */
function WeightPreview({ family }: { family: typeof sourceSerif | typeof geist }) {
  useEffect(() => {
    for (const style of family.styles) {
      void loadCatalogueFont("", {
        familySlug: family.slug,
        fontName: family.name,
        styleName: style.name,
        fontFamily: style.fontFamily,
        updatedAt: style.updatedAt,
      });
    }
  }, [family]);
  return (
    <div style={{ minHeight: 520 }}>
      <Controlled
        label="Style"
        weightPreview
        options={family.styles.map((style) => ({
          value: style.name,
          label: style.name,
          fontFamily: style.fontFamily,
        }))}
        initial={family.initialStyle}
      />
    </div>
  );
}

/** Weight-preview mode: each option set in its own style (spec 2.13). */
export const WeightPreviewSourceSerif: Story = {
  name: "Weight preview (Source Serif 4)",
  render: () => <WeightPreview family={sourceSerif} />,
  play: async ({ canvasElement }) => {
    canvasElement.querySelector<HTMLElement>("[role=combobox]")?.click();
  },
};

export const WeightPreviewGeist: Story = {
  name: "Weight preview (Geist)",
  render: () => <WeightPreview family={geist} />,
};
