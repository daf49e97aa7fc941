import { Box, type BoxProps } from "../Box/Box";
import { mapResponsive, type Responsive } from "../Box/responsive";

export type StackAlign = "start" | "center" | "end" | "stretch";

const alignItems = {
  start: "flex-start",
  center: "center",
  end: "flex-end",
  stretch: "stretch",
} as const;

export interface StackProps
  extends Omit<
    BoxProps,
    "display" | "flexDirection" | "flexWrap" | "gap" | "rowGap" | "columnGap" | "alignItems"
  > {
  /** The gap between the children, a step of the space scale; per breakpoint if it changes. */
  space: NonNullable<BoxProps["gap"]>;
  /** Where the children sit across the stack; they stretch to its width unless said otherwise. */
  align?: Responsive<StackAlign>;
}

/**
 * Children one under another with a gap from the space scale between them, and nothing else:
 * the flow of a card, a form or a page's sections. Other Box props (padding, margin…) pass
 * through; `as` picks the element (`figure`, `section`, `ul`…).
 */
export function Stack({ space, align, ...rest }: StackProps) {
  return (
    <Box
      display="flex"
      flexDirection="column"
      gap={space}
      alignItems={mapResponsive(align, alignItems) as BoxProps["alignItems"]}
      {...rest}
    />
  );
}
