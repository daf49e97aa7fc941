import { createVar, style } from "@vanilla-extract/css";
import { media } from "../theme/tokens";

/** The variables `typeSettingsStyle` sets (type-settings.ts). */
export const settingVars = {
  size: createVar(),
  sizeMobile: createVar(),
  leading: createVar(),
  leadingMobile: createVar(),
  tracking: createVar(),
  trackingMobile: createVar(),
};

/**
 * Text set at content's (or a reader's) size, leading and tracking, with a phone's own values
 * (spec 9): all in the stylesheet, so the server's HTML is set right at every width before any
 * script runs.
 */
export const typeSettings = style({
  fontSize: settingVars.size,
  lineHeight: settingVars.leading,
  letterSpacing: settingVars.tracking,
  "@media": {
    [media.mobile]: {
      fontSize: settingVars.sizeMobile,
      lineHeight: settingVars.leadingMobile,
      letterSpacing: settingVars.trackingMobile,
    },
  },
});
