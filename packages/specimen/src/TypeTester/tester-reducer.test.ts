import { describe, expect, it } from "vitest";
import {
  openTester,
  phoneSettings,
  sampleSettings,
  type Tester,
  testerReducer,
} from "./tester-reducer";

type Opening = Parameters<typeof openTester>[0];

const variable = {
  name: "VF",
  fontFamily: "Geist VF",
  updatedAt: "2026-01-15T09:00:00Z",
  axes: [
    { axisTag: "wght", name: "Weight", minValue: 100, defaultValue: 400, maxValue: 900 },
    { axisTag: "opsz", name: "Optical size", minValue: 8, defaultValue: 20, maxValue: 60 },
  ],
};
const bold = { name: "Bold", fontFamily: "Geist Bold", updatedAt: "2026-01-15T09:00:00Z" };

/** A tester's props as far as it opens on them: content's setting of a variable font. */
const opening: Opening = {
  styles: [variable, bold],
  style: "VF",
  features: ["kern", "liga", "ccmp", "ss01", "tnum"].map((tag) => ({ unicodeTag: tag, name: tag })),
  activeFeatures: ["tnum"],
  autoplayAxes: ["wght"],
};

const content = { size: 120, leading: 1, tracking: -30, mobileSize: 48, mobileTracking: -20 };

function opened(overrides: Partial<Opening> = {}): Tester {
  return openTester({ ...opening, ...overrides });
}

describe("openTester", () => {
  it("opens on content's style and axes, following content's size, leading and tracking", () => {
    const tester = opened();
    expect(tester.style).toBe("VF");
    expect(tester.axes).toEqual({ wght: 400, opsz: 20 });
    expect(tester.openingAxes).toEqual({ wght: 400, opsz: 20 });
    expect([tester.size, tester.leading, tester.tracking]).toEqual([null, null, null]);
    expect(tester.playing).toBe(true);
    expect([tester.showFeatures, tester.showShare]).toEqual([false, false]);
  });

  it("switches on the browser's default features and content's own, the rest off", () => {
    // ccmp is one text needs: never a switch, so not the tester's to hold.
    expect(opened().features).toEqual({ kern: true, liga: true, ss01: false, tnum: true });
  });

  it("aligns lines where its direction starts them, unless content says where", () => {
    expect(opened().align).toBe("left");
    expect(opened({ rtl: true })).toMatchObject({ rtl: true, align: "right" });
    expect(opened({ rtl: true, align: "center" }).align).toBe("center");
  });

  it("opens on a shared link's setting over content's, its axes held still", () => {
    const tester = opened({
      style: "Bold",
      shared: {
        style: "VF",
        size: 64,
        leading: 1.4,
        tracking: 20,
        rtl: true,
        features: { kern: false, ss01: true },
        axes: { wght: 650 },
      },
    });
    expect(tester).toMatchObject({ style: "VF", size: 64, leading: 1.4, tracking: 20 });
    // Right to left from the link, so its lines start on the right.
    expect(tester).toMatchObject({ rtl: true, align: "right" });
    expect(tester.features).toEqual({ kern: false, liga: true, ss01: true, tnum: true });
    // The link's axes over its style's defaults, where the opening subset is cut too.
    expect(tester.axes).toEqual({ wght: 650, opsz: 20 });
    expect(tester.openingAxes).toEqual({ wght: 650, opsz: 20 });
    expect(tester.playing).toBe(false);
  });

  it("opens a style without axes with none, and an unknown style on the first style's axes", () => {
    expect(opened({ style: "Bold" }).axes).toEqual({});
    expect(opened({ style: "Missing" }).axes).toEqual({ wght: 400, opsz: 20 });
  });
});

describe("testerReducer", () => {
  it("chooses a style, its axes back at their defaults", () => {
    const moved = testerReducer(opened(), { type: "axis", tag: "opsz", value: 60 });
    const chosen = testerReducer(moved, { type: "style", style: bold });
    expect(chosen).toMatchObject({ style: "Bold", axes: {} });
    const back = testerReducer(chosen, { type: "style", style: variable });
    expect(back).toMatchObject({ style: "VF", axes: { wght: 400, opsz: 20 } });
    // The opening subset stays cut where the tester opened.
    expect(back.openingAxes).toEqual({ wght: 400, opsz: 20 });
  });

  it("takes the reader's own size, leading and tracking, each alone", () => {
    let tester = testerReducer(opened(), { type: "size", value: 64 });
    expect([tester.size, tester.leading, tester.tracking]).toEqual([64, null, null]);
    tester = testerReducer(tester, { type: "leading", value: 1.5 });
    expect([tester.size, tester.leading, tester.tracking]).toEqual([64, 1.5, null]);
    tester = testerReducer(tester, { type: "tracking", value: -50 });
    expect([tester.size, tester.leading, tester.tracking]).toEqual([64, 1.5, -50]);
  });

  it("aligns lines and turns the direction independently", () => {
    const centred = testerReducer(opened(), { type: "align", align: "center" });
    expect(centred).toMatchObject({ align: "center", rtl: false });
    // Turning the direction keeps the reader's alignment.
    const turned = testerReducer(centred, { type: "direction", rtl: true });
    expect(turned).toMatchObject({ align: "center", rtl: true });
    expect(testerReducer(turned, { type: "direction", rtl: false }).rtl).toBe(false);
  });

  it("switches one feature, leaving the others", () => {
    const on = testerReducer(opened(), { type: "feature", tag: "ss01", on: true });
    expect(on.features).toEqual({ kern: true, liga: true, ss01: true, tnum: true });
    const off = testerReducer(on, { type: "feature", tag: "kern", on: false });
    expect(off.features).toEqual({ kern: false, liga: true, ss01: true, tnum: true });
  });

  it("moves one axis; moving one that plays stops the play, another does not", () => {
    const optical = testerReducer(opened(), { type: "axis", tag: "opsz", value: 48 });
    expect(optical).toMatchObject({ axes: { wght: 400, opsz: 48 }, playing: true });
    const weight = testerReducer(optical, { type: "axis", tag: "wght", value: 720 });
    expect(weight).toMatchObject({ axes: { wght: 720, opsz: 48 }, playing: false });
  });

  it("keeps the axes where the play stopped, and a reader's move after that", () => {
    const played = testerReducer(opened(), { type: "played", axes: { wght: 612.4, opsz: 20 } });
    expect(played).toMatchObject({ axes: { wght: 612.4, opsz: 20 }, playing: true });
    // A reader's change lands on the played values (the tester stops the play first).
    const moved = testerReducer(played, { type: "axis", tag: "opsz", value: 30 });
    expect(moved.axes).toEqual({ wght: 612.4, opsz: 30 });
  });

  it("pauses and plays again", () => {
    const paused = testerReducer(opened(), { type: "toggle", what: "playing" });
    expect(paused.playing).toBe(false);
    expect(testerReducer(paused, { type: "toggle", what: "playing" }).playing).toBe(true);
  });

  it("opens and closes the features and the share row, each alone", () => {
    const features = testerReducer(opened(), { type: "toggle", what: "showFeatures" });
    expect([features.showFeatures, features.showShare]).toEqual([true, false]);
    const share = testerReducer(features, { type: "toggle", what: "showShare" });
    expect([share.showFeatures, share.showShare]).toEqual([true, true]);
    const closed = testerReducer(share, { type: "toggle", what: "showFeatures" });
    expect([closed.showFeatures, closed.showShare]).toEqual([false, true]);
  });

  it("returns a new tester and leaves the one it was given", () => {
    const tester = opened();
    const snapshot = structuredClone(tester);
    const next = testerReducer(tester, { type: "feature", tag: "ss01", on: true });
    expect(next).not.toBe(tester);
    expect(tester).toEqual(snapshot);
  });
});

describe("phoneSettings and sampleSettings", () => {
  it("follow content's values, a phone's own where content has one", () => {
    expect(phoneSettings(opened(), content)).toEqual({
      size: { chosen: null, desktop: 120, phone: 48 },
      leading: { chosen: null, desktop: 1, phone: undefined },
      tracking: { chosen: null, desktop: -30, phone: -20 },
    });
    expect(sampleSettings(opened(), content)).toEqual({
      size: 120,
      leading: 1,
      tracking: -30,
      mobileSize: 48,
      mobileLeading: undefined,
      mobileTracking: -20,
    });
  });

  it("hold the reader's own value at every width", () => {
    const tester = testerReducer(opened(), { type: "size", value: 64 });
    expect(phoneSettings(tester, content).size).toEqual({ chosen: 64, desktop: 120, phone: 48 });
    expect(sampleSettings(tester, content)).toMatchObject({ size: 64, mobileSize: 64 });
  });
});
