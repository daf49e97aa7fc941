import { vars } from "@meridian/ui/theme/contract.css";
import { media } from "@meridian/ui/theme/tokens";
import { style } from "@vanilla-extract/css";

export const split = style({
  minHeight: "100vh",
  display: "grid",
  gridTemplateRows: "1fr 1fr",
  "@media": { [media.tablet]: { gridTemplateRows: "none", gridTemplateColumns: "1fr 1fr" } },
});

export const half = style({
  display: "flex",
  flexDirection: "column",
  justifyContent: "flex-end",
  gap: vars.space[2],
  padding: vars.space[8],
  textDecoration: "none",
  borderBottom: `1px solid ${vars.colour.rule}`,
  transition: `background-color ${vars.motion.duration}`,
  ":hover": { backgroundColor: vars.colour.text, color: vars.colour.background },
  "@media": {
    [media.tablet]: { borderBottom: "none", borderRight: `1px solid ${vars.colour.rule}` },
  },
});

export const name = style({
  fontSize: vars.size.title,
  lineHeight: 1.05,
  letterSpacing: "-0.01em",
});

export const note = style({ fontSize: vars.size.body });

export const visuallyHidden = style({
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
});
