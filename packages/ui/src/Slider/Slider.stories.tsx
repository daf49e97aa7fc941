import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { Slider } from "./Slider";

const meta = {
  title: "Components/Slider",
  component: Slider,
  args: {
    id: "size",
    label: "Size",
    min: 8,
    max: 300,
    step: 1,
    value: 72,
    display: "72px",
    onChange: () => {},
  },
} satisfies Meta<typeof Slider>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The testers' size slider, moved by pointer or arrow keys. */
export const Size: Story = {
  render: (args) => {
    const [value, setValue] = useState(args.value);
    return <Slider {...args} value={value} display={`${value}px`} onChange={setValue} />;
  },
};

/** A variable axis, its label naming the font for assistive technology only. */
export const Axis: Story = {
  args: { id: "wght", label: "Weight", min: 100, max: 900, value: 400, display: "400" },
};
