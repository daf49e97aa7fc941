import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "../Box/Box";
import { Text } from "../Text/Text";
import { vars } from "./contract.css";
import { breakpoints, fontSize, space } from "./tokens";

/** The tokens as the current theme assigns them: switch themes in the toolbar. */
function Foundations() {
  const colours = Object.entries(vars.colour);
  return (
    <Box display="flex" flexDirection="column" gap={12}>
      <section>
        <Text size="small" tone="secondary">
          Colour
        </Text>
        <Box
          as="ul"
          display="grid"
          gap={4}
          marginTop={3}
          style={{
            listStyle: "none",
            padding: 0,
            gridTemplateColumns: "repeat(auto-fill, minmax(9rem, 1fr))",
          }}
        >
          {colours.map(([name, value]) => (
            <li key={name}>
              <div
                style={{
                  height: 56,
                  background: value,
                  border: `1px solid ${vars.colour.ruleSubtle}`,
                }}
              />
              <Text size="small">{name}</Text>
            </li>
          ))}
        </Box>
      </section>
      <section>
        <Text size="small" tone="secondary">
          Type scale (one UI face)
        </Text>
        {Object.entries(fontSize).map(([name, size]) => (
          <Box
            key={name}
            display="flex"
            alignItems="baseline"
            gap={6}
            borderBottom="subtle"
            paddingY={2}
          >
            <Text as="span" size="small" tone="secondary" style={{ width: "5rem", flex: "none" }}>
              {name}
            </Text>
            <span style={{ fontSize: size, lineHeight: 1.1 }}>Meridian Type</span>
          </Box>
        ))}
      </section>
      <section>
        <Text size="small" tone="secondary">
          Space (4 px grid)
        </Text>
        {Object.entries(space).map(([name, size]) => (
          <Box key={name} display="flex" alignItems="center" gap={6} paddingY={1}>
            <Text as="span" size="small" tone="secondary" style={{ width: "5rem" }}>
              {name} · {size}
            </Text>
            <span style={{ width: size, height: 8, background: vars.colour.text }} />
          </Box>
        ))}
      </section>
      <section>
        <Text size="small" tone="secondary">
          Breakpoints: mobile ≤ {breakpoints.mobileMax}; steps {breakpoints.small},{" "}
          {breakpoints.tablet}, {breakpoints.desktop}, {breakpoints.wide}, {breakpoints.huge}
        </Text>
      </section>
    </Box>
  );
}

const meta = {
  title: "Foundations/Tokens",
  component: Foundations,
} satisfies Meta<typeof Foundations>;
export default meta;

export const Tokens: StoryObj<typeof meta> = {};
