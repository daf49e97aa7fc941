import { Box, type BoxProps } from "../Box/Box";
import { mapResponsive, type Responsive } from "../Box/responsive";

export type InlineAlign = "start" | "center" | "end" | "baseline" | "stretch";
export type InlineJustify = "start" | "center" | "end" | "space-between";

const alignItems = {
  start: "flex-start",
  center: "center",
  end: "flex-end",
  baseline: "baseline",
  stretch: "stretch",
} as const;

const justifyContent = {
  start: "flex-start",
  center: "center",
  end: "flex-end",
  "space-between": "space-between",
} as const;

export interface InlineProps
  extends Omit<
    BoxProps,
    | "display"
    | "flexDirection"
    | "flexWrap"
    | "gap"
    | "rowGap"
    | "columnGap"
    | "alignItems"
    | "justifyContent"
    // The HTML attribute of a textarea; here it says whether the row wraps.
    | "wrap"
  > {
  /** The gap between the children, across and between lines, a step of the space scale. */
  space: NonNullable<BoxProps["gap"]>;
  /** Where the children sit on their line's cross axis: `baseline` lines up their text. */
  align?: Responsive<InlineAlign>;
  /** How the children share the line: `space-between` pushes the first and last to the ends. */
  justify?: Responsive<InlineJustify>;
  /** Whether the children go on to a new line when the row is full; they do unless said otherwise. */
  wrap?: boolean;
}

/**
 * Children side by side with a gap from the space scale, wrapping to further lines when the row
 * is full: a row of buttons, of links, a caption's name and date.
 */
export function Inline({ space, align, justify, wrap = true, ...rest }: InlineProps) {
  return (
    <Box
      display="flex"
      flexWrap={wrap ? "wrap" : undefined}
      gap={space}
      alignItems={mapResponsive(align, alignItems) as BoxProps["alignItems"]}
      justifyContent={mapResponsive(justify, justifyContent) as BoxProps["justifyContent"]}
      {...rest}
    />
  );
}
