import { describe, expect, it } from "vitest";
import { settingValue } from "./SettingSlider";

describe("settingValue", () => {
  const size = { desktop: 72, phone: 44 };

  it("follows the phone's value on a phone and the desktop's elsewhere", () => {
    expect(settingValue({ ...size, chosen: null }, true)).toBe(44);
    expect(settingValue({ ...size, chosen: null }, false)).toBe(72);
  });

  it("keeps the reader's own choice on both", () => {
    expect(settingValue({ ...size, chosen: 60 }, true)).toBe(60);
    expect(settingValue({ ...size, chosen: 60 }, false)).toBe(60);
  });

  it("uses the desktop's value on a phone where the content gives none", () => {
    expect(settingValue({ desktop: 1.2, phone: null, chosen: null }, true)).toBe(1.2);
    expect(settingValue({ desktop: 1.2, chosen: null }, true)).toBe(1.2);
  });
});
