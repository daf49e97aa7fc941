import type { Meta, StoryObj } from "@storybook/react-vite";
import { specimens } from "../__fixtures__/catalogue";
import { Box } from "../Box/Box";
import { resetCatalogueFonts } from "../lib/catalogue-font";
import { searchStyleLabel, styleCountLabel } from "../lib/style-names";
import { Text } from "../Text/Text";
import { FontText } from "./FontText";

const [first] = specimens;

/** What FontText needs to load a specimen's style from the catalogue's files (served at /fonts). */
function specimenFont(family: (typeof specimens)[number]) {
  return {
    host: "",
    familySlug: family.slug,
    fontName: family.name,
    styleName: family.styleName,
    fontFamily: family.fontFamily,
    updatedAt: family.updatedAt,
  };
}

const meta = {
  title: "Components/FontText",
  component: FontText,
  args: {
    ...specimenFont(first),
    children: first.name,
    style: { fontSize: "6rem", lineHeight: 1.1 },
  },
} satisfies Meta<typeof FontText>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};

/** A FontFace whose file never arrives, so the skeleton stays. */
class PendingFontFace {
  load() {
    return new Promise<never>(() => {});
  }
}

/** The file has not arrived yet: the text is laid out but shows as a skeleton. */
export const Loading: Story = {
  args: { host: "https://pending.example", children: first.name },
  beforeEach: () => {
    const real = globalThis.FontFace;
    resetCatalogueFonts();
    globalThis.FontFace = PendingFontFace as unknown as typeof FontFace;
    return () => {
      globalThis.FontFace = real;
      resetCatalogueFonts();
    };
  },
};

/** The file fails: the skeleton ends and the name shows in the UI face (spec 8). */
export const FailsToLoad: Story = {
  args: { host: "http://127.0.0.1:9", children: first.name },
};

/** The font list as DESIGN 6 describes it: each family a full-width row, set in itself. */
export const SpecimenList: Story = {
  parameters: { layout: "fullscreen" },
  render: () => (
    <Box as="ul" margin={0} paddingX={{ base: 4, tablet: 6 }} style={{ listStyle: "none" }}>
      {specimens.map((family) => (
        <Box
          as="li"
          key={family.slug}
          display="flex"
          flexDirection={{ base: "column", desktop: "row" }}
          alignItems={{ base: "flex-start", desktop: "baseline" }}
          justifyContent="space-between"
          gap={{ base: 2, desktop: 6 }}
          borderBottom="rule"
          paddingY={4}
        >
          <FontText
            {...specimenFont(family)}
            style={{ fontSize: "clamp(3rem, 1rem + 6vw, 8rem)", lineHeight: 1.05 }}
          >
            {family.name}
          </FontText>
          <Box display="flex" gap={6} fontSize="small" style={{ whiteSpace: "nowrap" }}>
            <Text as="span">{styleCountLabel(family.styleCount)}</Text>
            <Text as="span" tone="secondary">
              {family.designer}
            </Text>
          </Box>
        </Box>
      ))}
    </Box>
  ),
};

/** Search results (spec 2.4): the name in the font, '(n styles)' beside it. */
export const SearchResults: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap={3} style={{ maxWidth: 720 }}>
      <Text size="small" tone="secondary">
        Retail Library ({specimens.length})
      </Text>
      {specimens.map((family) => (
        <Box key={family.slug} display="flex" alignItems="baseline" gap={3}>
          <FontText {...specimenFont(family)} style={{ fontSize: "2rem", lineHeight: 1.2 }}>
            {family.name}
          </FontText>
          <Text as="span" size="small" tone="secondary">
            {searchStyleLabel(family.styleCount)}
          </Text>
        </Box>
      ))}
    </Box>
  ),
};
