import { useMediaQuery } from "@meridian/ui/media-query";
import { Slider, type SliderProps } from "@meridian/ui/slider";
import { media } from "@meridian/ui/theme/tokens";

/** A tester setting with a phone value of its own: size, leading, tracking. */
export interface PhoneSetting {
  /** The reader's own choice; it holds on a phone too. */
  chosen: number | null;
  desktop: number;
  phone?: number | null;
}

/** The setting as it is now: the reader's choice, else the phone's value on a phone. */
export function settingValue({ chosen, desktop, phone }: PhoneSetting, onPhone: boolean): number {
  return chosen ?? (onPhone ? (phone ?? desktop) : desktop);
}

/** Size, leading and tracking as their sliders show them. */
export function shownSettings(
  settings: Record<"size" | "leading" | "tracking", PhoneSetting>,
  onPhone: boolean,
): Record<"size" | "leading" | "tracking", number> {
  return {
    size: settingValue(settings.size, onPhone),
    leading: settingValue(settings.leading, onPhone),
    tracking: settingValue(settings.tracking, onPhone),
  };
}

export interface SettingSliderProps extends Omit<SliderProps, "value" | "display"> {
  setting: PhoneSetting;
  /** The value as printed after the track. */
  format: (value: number) => string;
}

/**
 * A slider for a setting that follows the phone's value until the reader moves it. It asks
 * whether this is a phone itself, rather than the tester asking for it: the server cannot
 * know, so hydration renders "not a phone" and React then re-renders whoever asked, at once
 * and in one task. Asked here, that is three sliders per tester; asked by the tester, it was
 * every control of every tester on the page (ADR 0031).
 */
export function SettingSlider({ setting, format, ...slider }: SettingSliderProps) {
  const value = settingValue(setting, useMediaQuery(media.mobile));
  return <Slider {...slider} value={value} display={format(value)} />;
}
