import type { CSSProperties } from "react";
import { inlineVars } from "./inline-vars";
import { settingVars } from "./type-settings.css";

export { typeSettings } from "./type-settings.css";

/** A text's settings as content gives them (spec 3: testers, pairings, playground samples). */
export interface TypeSettings {
  /** px */
  size: number;
  leading: number;
  /** Thousandths of an em, set as tracking / 1000 em (= size × tracking / 1000 px; spec 9). */
  tracking: number;
  /** A phone's own values; the desktop's where absent. */
  mobileSize?: number | null;
  mobileLeading?: number | null;
  mobileTracking?: number | null;
}

/** The inline style that sets `typeSettings`' variables for one text. */
export function typeSettingsStyle(settings: TypeSettings): CSSProperties {
  return inlineVars({
    [settingVars.size]: `${settings.size}px`,
    [settingVars.sizeMobile]: `${settings.mobileSize ?? settings.size}px`,
    [settingVars.leading]: String(settings.leading),
    [settingVars.leadingMobile]: String(settings.mobileLeading ?? settings.leading),
    [settingVars.tracking]: `${settings.tracking / 1000}em`,
    [settingVars.trackingMobile]: `${(settings.mobileTracking ?? settings.tracking) / 1000}em`,
  });
}
