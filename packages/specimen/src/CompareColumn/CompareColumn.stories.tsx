import { geist, ibmPlexMono, sourceSerif } from "@meridian/ui/fixtures/catalogue";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { type CompareColumnSetting, CompareColumnView, type CompareFont } from "./CompareColumn";

type Family = typeof geist | typeof sourceSerif | typeof ibmPlexMono;

function compared(family: Family): CompareFont {
  return {
    slug: family.slug,
    name: family.name,
    href: `/fonts/${family.slug}`,
    styles: family.styles,
  };
}

const TEXT = "Sphinx of black quartz, judge my vow";

const meta = {
  title: "Components/CompareColumn",
  component: CompareColumnView,
  parameters: { layout: "fullscreen" },
  args: {
    font: compared(sourceSerif),
    column: { style: "VF" },
    text: TEXT,
    size: 64,
    onChange: () => {},
    onRemove: () => {},
  },
  decorators: [
    (Story) => (
      <ul style={{ display: "grid", margin: 0, padding: 0, listStyle: "none" }}>
        <Story />
      </ul>
    ),
  ],
} satisfies Meta<typeof CompareColumnView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A variable style: a slider per axis of the column's own. */
export const VariableStyle: Story = {};

export const StaticStyle: Story = {
  args: { font: compared(ibmPlexMono), column: { style: "Regular" } },
};

/** Three fonts side by side, as /compare sets them, each column keeping its own setting. */
export const SideBySide: Story = {
  render: (args) => {
    const columns: [Family, CompareColumnSetting][] = [
      [sourceSerif, { style: "VF", axes: { wght: 600 } }],
      [geist, { style: "Medium" }],
      [ibmPlexMono, { style: "Regular" }],
    ];
    return (
      <>
        {columns.map(([family, column]) => (
          <CompareColumnView key={family.slug} {...args} font={compared(family)} column={column} />
        ))}
      </>
    );
  },
  decorators: [
    (Story) => (
      <ul
        style={{
          display: "grid",
          gridAutoFlow: "column",
          gridAutoColumns: "minmax(0, 1fr)",
          margin: 0,
          padding: 0,
          listStyle: "none",
        }}
      >
        <Story />
      </ul>
    ),
  ],
};

/** A column narrower than the text's longest word: set smaller, with a note saying so. */
export const FittedToNarrowColumn: Story = {
  args: { text: "Handgloves", size: 200 },
  decorators: [
    (Story) => (
      <ul style={{ width: 320, margin: 0, padding: 0, listStyle: "none" }}>
        <Story />
      </ul>
    ),
  ],
};
