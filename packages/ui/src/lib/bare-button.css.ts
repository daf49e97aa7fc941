import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css";

/**
 * A button drawn as its text: no box, margin or padding, in the surrounding font and colour. The
 * sites' text controls (header actions, 'Add' in a table) build on it.
 */
export const bareButton = style({
  margin: 0,
  padding: 0,
  border: 0,
  background: "transparent",
  color: "inherit",
  font: "inherit",
  cursor: "pointer",
});

/** Underlined on hover, at the kit's rule width, as the sites' text links are. */
export const underlineOnHover = style({
  selectors: {
    "&:hover": {
      textDecoration: "underline",
      textDecorationThickness: vars.rule.width,
      textUnderlineOffset: "0.2em",
    },
  },
});
