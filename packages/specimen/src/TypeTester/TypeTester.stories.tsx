import { geist, ibmPlexMono, sourceSerif } from "@meridian/ui/fixtures/catalogue";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { TypeTester, type TypeTesterProps } from "./TypeTester";

type Family = typeof geist | typeof sourceSerif | typeof ibmPlexMono;

/** A tester as a font page sets it up from one of the font's sampleTypetesters. */
function fromSample(family: Family, index: number): TypeTesterProps {
  const sample = family.sampleTypetesters[index] ?? family.sampleTypetesters[0]!;
  return {
    host: "",
    familySlug: family.slug,
    fontName: family.name,
    styles: family.styles,
    features: family.features,
    autoplayAxes: family.autoplayAxes,
    text: sample.text,
    style: sample.style,
    size: sample.size,
    leading: sample.leading,
    tracking: sample.tracking,
    mobileSize: "mobileSize" in sample ? sample.mobileSize : null,
    mobileTracking: "mobileTracking" in sample ? sample.mobileTracking : null,
    rtl: sample.rtl,
    activeFeatures: sample.opentypeFeatures,
  };
}

const meta = {
  title: "Components/TypeTester",
  component: TypeTester,
  parameters: { layout: "fullscreen" },
  args: fromSample(geist, 0),
} satisfies Meta<typeof TypeTester>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Headline: Story = {};

export const Paragraph: Story = { args: fromSample(geist, 1) };

/** Tabular figures and case-sensitive forms switched on. */
export const FeaturesOn: Story = { args: fromSample(geist, 2) };

/** The variable style: a slider per axis; the weight axis plays by itself (autoplayAxes). */
export const VariableAutoplay: Story = { args: fromSample(geist, 3) };

/** Weight and optical size both play. */
export const SourceSerifVariable: Story = {
  args: { ...fromSample(sourceSerif, 0), style: "VF" },
};

/** Several testers stacked as a font page sets them: full-width bands divided by rules. */
export const Page: Story = {
  render: () => (
    <div>
      <TypeTester {...fromSample(sourceSerif, 0)} />
      <TypeTester {...fromSample(sourceSerif, 1)} />
      <TypeTester {...fromSample(ibmPlexMono, 0)} />
    </div>
  ),
};

export const RightToLeft: Story = {
  args: { ...fromSample(geist, 0), rtl: true, align: "right" },
};

/** A host with no fonts: the file fails to load and the tester falls back quietly (spec 8). */
export const FontFailsToLoad: Story = {
  args: { ...fromSample(geist, 0), host: "http://127.0.0.1:9" },
};
