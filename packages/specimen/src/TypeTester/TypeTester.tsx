"use client";

import { fontStack } from "@meridian/ui/catalogue-font";
import { usePrefersReducedMotion } from "@meridian/ui/media-query";
import { typeSettingsStyle } from "@meridian/ui/type-settings";
import { useInView } from "@meridian/ui/use-in-view";
import { type CSSProperties, lazy, Suspense, useId, useReducer, useRef } from "react";
import { AxisSliders } from "./AxisSliders";
import { FeatureChips } from "./FeatureChips";
import { featureSettings, isToggleableFeature, variationSettings } from "./features";
import { TesterControls } from "./TesterControls";
import { TesterSample } from "./TesterSample";
import * as css from "./TypeTester.css";
import type { TypeTesterProps } from "./tester-props";
import { openTester, phoneSettings, sampleSettings, testerReducer } from "./tester-reducer";
import { SIZE_RANGE, type TesterAlign, type TesterState, testerAnchor } from "./tester-setting";
import { useAxisAnimation } from "./use-axis-animation";
import { useTesterFace } from "./use-tester-face";

export type { TesterAxis, TesterFeature, TesterStyle, TypeTesterProps } from "./tester-props";
export type { TesterAlign, TesterState };

// The share row and its export code load only when a visitor opens it (DESIGN 7.2's budget).
const TesterShare = lazy(() =>
  import("./TesterShare").then((module) => ({ default: module.TesterShare })),
);

/**
 * A type tester (DESIGN 6): a full-width band with its controls in one row — style (each shown
 * in itself), size, leading, tracking, variable axes (some playing by themselves), alignment,
 * direction and OpenType features — over editable text set in the font. Every control is a
 * labelled native input. The style's file loads when the band nears the viewport. What it holds
 * changes through one reducer (tester-reducer.ts); the axes' play is use-axis-animation.ts.
 */
export function TypeTester({
  host,
  familySlug,
  fontName,
  subset,
  styles,
  text,
  style: initialStyle,
  size: initialSize,
  leading: initialLeading,
  tracking: initialTracking,
  mobileSize,
  mobileLeading,
  mobileTracking,
  rtl: initialRtl = false,
  showDirection = false,
  align: initialAlign,
  features = [],
  activeFeatures = [],
  autoplayAxes = [],
  priority = false,
  label,
  stateKey,
  shared = {},
  className,
}: TypeTesterProps) {
  const id = useId();
  const rootRef = useRef<HTMLElement>(null);
  const sampleRef = useRef<HTMLDivElement>(null);

  const reducedMotion = usePrefersReducedMotion();
  const near = useInView(rootRef, { rootMargin: "200px", once: true });
  const onScreen = useInView(rootRef);

  const openingStyle = shared.style ?? initialStyle;
  const openingText = shared.text ?? text;
  const toggleable = features.filter((feature) => isToggleableFeature(feature.unicodeTag));
  const [tester, dispatch] = useReducer(testerReducer, undefined, () =>
    openTester({
      style: initialStyle,
      current: styles.find((candidate) => candidate.name === openingStyle) ?? styles[0],
      rtl: initialRtl,
      align: initialAlign,
      toggleable: toggleable.map((feature) => feature.unicodeTag),
      activeFeatures,
      autoplayAxes,
      shared,
    }),
  );
  const current = styles.find((candidate) => candidate.name === tester.style) ?? styles[0];
  const axes = current?.axes ?? [];

  const { family, skeleton, status, subsetFace } = useTesterFace({
    host,
    familySlug,
    fontName,
    subset,
    style: current,
    openingStyle,
    openingText,
    openingAxes: tester.openingAxes,
    priority,
    near,
  });

  const animated = axes.filter((axis) => autoplayAxes.includes(axis.axisTag));
  // The opening subset is an instance at the opening values: the axes play on the whole file.
  const animation = useAxisAnimation({
    animating:
      animated.length > 0 &&
      tester.playing &&
      !reducedMotion &&
      onScreen &&
      (subsetFace === null || status === "loaded"),
    styleName: current?.name,
    animated,
    axes: tester.axes,
    sample: sampleRef,
    onStop: (values) => dispatch({ type: "played", axes: values }),
  });
  const axisValues = animation.values();

  // Follow content's settings (a phone's on a phone) until the reader chooses their own.
  const content = {
    size: initialSize,
    leading: initialLeading,
    tracking: initialTracking,
    mobileSize,
    mobileLeading,
    mobileTracking,
  };
  const settings = phoneSettings(tester, content);

  function chooseStyle(name: string) {
    const style = styles.find((candidate) => candidate.name === name);
    if (!style) return;
    animation.stop();
    dispatch({ type: "style", style });
  }

  function setAxis(tag: string, value: number) {
    animation.stop();
    dispatch({ type: "axis", tag, value });
  }

  // Desktop and phone settings both go to CSS (typeSettings); a reader's own holds at both.
  const sampleStyle: CSSProperties = {
    ...typeSettingsStyle(sampleSettings(tester, content)),
    fontFamily: family ? fontStack(family) : undefined,
    textAlign: tester.align,
    fontFeatureSettings: featureSettings(tester.features),
    fontVariationSettings: axes.length ? variationSettings(axisValues) : undefined,
  };

  return (
    <section
      ref={rootRef}
      id={stateKey ? testerAnchor(stateKey) : undefined}
      aria-label={label ?? `${fontName} type tester`}
      className={[css.root, className].filter(Boolean).join(" ")}
    >
      {subsetFace ? (
        <style href={`tester-${subsetFace.family.replace(/\s+/g, "-")}`} precedence="font-names">
          {`@font-face{font-family:"${subsetFace.family.replace(/["\\]/g, "")}";src:url("${subsetFace.url}") format("woff2");font-display:block}`}
        </style>
      ) : null}
      <TesterControls
        id={id}
        tester={tester}
        dispatch={dispatch}
        styles={styles}
        current={current}
        onChooseStyle={chooseStyle}
        font={{ host, familySlug, fontName, ...(subset ? { subset } : {}) }}
        settings={settings}
        sizeMax={Math.min(
          SIZE_RANGE.max,
          Math.max(300, Math.ceil(initialSize * 1.5), shared.size ?? 0),
        )}
        showDirection={showDirection || initialRtl}
        features={toggleable}
        shareable={stateKey !== undefined}
      />
      {stateKey && tester.showShare ? (
        <Suspense fallback={null}>
          <TesterShare
            stateKey={stateKey}
            now={() => ({
              host,
              familySlug,
              fontName,
              subset,
              tester,
              style: current,
              openingText,
              openingStyle,
              settings,
              activeFeatures,
              axes: animation.values(),
              sample: sampleRef.current,
            })}
          />
        </Suspense>
      ) : null}
      {axes.length > 0 ? (
        <AxisSliders
          id={id}
          axes={axes}
          values={axisValues}
          onChange={setAxis}
          animation={animation}
          playable={animated.length > 0 && !reducedMotion}
          playing={tester.playing}
          onTogglePlaying={() => dispatch({ type: "togglePlaying" })}
        />
      ) : null}
      {/* Rendered only while open: five testers' closed panels were a fifth of a font page. */}
      {toggleable.length > 0 && tester.showFeatures ? (
        <FeatureChips
          id={`${id}-features`}
          features={toggleable}
          state={tester.features}
          onChange={(tag, on) => dispatch({ type: "feature", tag, on })}
        />
      ) : null}
      <TesterSample
        ref={sampleRef}
        fontName={fontName}
        style={current}
        text={openingText}
        rtl={tester.rtl}
        status={status}
        skeleton={skeleton}
        settings={sampleStyle}
      />
    </section>
  );
}
