import { geist, sourceSerif } from "@meridian/ui/fixtures/catalogue";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { type PairingSide, PairingTester } from "./PairingTester";

type Family = typeof geist | typeof sourceSerif;

/** One side of a pairing as a font page sets it up from content's pairing settings. */
function side(family: Family, styleName: string, text: string, size: number): PairingSide {
  const style = family.styles.find((candidate) => candidate.name === styleName)!;
  return {
    familySlug: family.slug,
    fontName: family.name,
    styleName: style.name,
    fontFamily: style.fontFamily,
    updatedAt: style.updatedAt,
    settings: { size, leading: size > 40 ? 1.05 : 1.5, tracking: size > 40 ? -20 : 0 },
    text,
  };
}

const meta = {
  title: "Components/PairingTester",
  component: PairingTester,
  parameters: { layout: "padded" },
  args: {
    stateKey: "p1",
    headline: side(sourceSerif, "Semibold", "Fournier’s types, read at every size", 72),
    body: side(
      geist,
      "Regular",
      "A transitional serif over a Swiss grotesque: the headline carries the voice, the body the reading. Both texts are editable, each with its own size.",
      18,
    ),
    rtl: false,
  },
} satisfies Meta<typeof PairingTester>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SerifOverSans: Story = {};

/** The share row opened: 'Copy link', 'Copy CSS' and 'Export PNG' of this pairing. */
export const ShareOpen: Story = {
  play: async ({ canvasElement }) => {
    canvasElement.querySelector<HTMLButtonElement>("button[aria-expanded]")?.click();
  },
};
