"use client";

import { fontStack } from "@meridian/ui/catalogue-font";
import { matchesMedia, usePrefersReducedMotion } from "@meridian/ui/media-query";
import { Slider } from "@meridian/ui/slider";
import { normaliseStyleName } from "@meridian/ui/style-names";
import { VisuallyHidden } from "@meridian/ui/text";
import { media } from "@meridian/ui/theme/tokens";
import { typeSettings, typeSettingsStyle } from "@meridian/ui/type-settings";
import { useInView } from "@meridian/ui/use-in-view";
import {
  type ClipboardEvent,
  type CSSProperties,
  lazy,
  Suspense,
  useId,
  useReducer,
  useRef,
} from "react";
import { featureSettings, isToggleableFeature, variationSettings } from "./features";
import { shownSettings } from "./SettingSlider";
import { TesterControls } from "./TesterControls";
import * as css from "./TypeTester.css";
import type { TypeTesterProps } from "./tester-props";
import { openTester, phoneSettings, sampleSettings, testerReducer } from "./tester-reducer";
import { type TesterAlign, type TesterState, testerAnchor } from "./tester-setting";
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
export function TypeTester(props: TypeTesterProps) {
  const {
    host,
    familySlug,
    fontName,
    subset,
    styles,
    shared = {},
    features = [],
    autoplayAxes = [],
    stateKey,
  } = props;
  const id = useId();
  const rootRef = useRef<HTMLElement>(null);
  const sampleRef = useRef<HTMLDivElement>(null);

  const reducedMotion = usePrefersReducedMotion();
  const near = useInView(rootRef, { rootMargin: "200px", once: true });
  const onScreen = useInView(rootRef);

  const openingStyle = shared.style ?? props.style;
  const openingText = shared.text ?? props.text;
  const [tester, dispatch] = useReducer(testerReducer, props, openTester);
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
    priority: props.priority ?? false,
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
  const settings = phoneSettings(tester, props);

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
    ...typeSettingsStyle(sampleSettings(tester, props)),
    fontFamily: family ? fontStack(family) : undefined,
    textAlign: tester.align,
    fontFeatureSettings: featureSettings(tester.features),
    fontVariationSettings: axes.length ? variationSettings(axisValues) : undefined,
  };

  return (
    <section
      ref={rootRef}
      id={stateKey ? testerAnchor(stateKey) : undefined}
      aria-label={props.label ?? `${fontName} type tester`}
      className={[css.root, props.className].filter(Boolean).join(" ")}
    >
      {subsetFace ? (
        <style href={`tester-${subsetFace.family.replace(/\s+/g, "-")}`} precedence="font-names">
          {`@font-face{font-family:"${subsetFace.family.replace(/["\\]/g, "")}";src:url("${subsetFace.url}") format("woff2");font-display:block}`}
        </style>
      ) : null}
      <TesterControls
        id={id}
        props={props}
        tester={tester}
        dispatch={dispatch}
        current={current}
        onChooseStyle={chooseStyle}
        settings={settings}
      />
      {stateKey && tester.showShare ? (
        <Suspense fallback={null}>
          <TesterShare
            stateKey={stateKey}
            now={() => ({
              props,
              tester,
              style: current,
              // As the sliders show them, a phone's asked when the reader acts (ADR 0031).
              shown: shownSettings(settings, matchesMedia(media.mobile)),
              axes: animation.values(),
              sample: sampleRef.current,
            })}
          />
        </Suspense>
      ) : null}
      {axes.length > 0 ? (
        <fieldset className={css.subRow}>
          <legend>
            <VisuallyHidden>Variable axes</VisuallyHidden>
          </legend>
          {axes.map(({ axisTag: tag, name, minValue, defaultValue, maxValue }) => (
            <Slider
              key={tag}
              id={`${id}-axis-${tag}`}
              label={name}
              min={minValue}
              max={maxValue}
              step={maxValue - minValue > 50 ? 1 : 0.1}
              value={axisValues[tag] ?? defaultValue}
              display={String(Math.round(axisValues[tag] ?? defaultValue))}
              onChange={(value) => setAxis(tag, value)}
              // The play writes each frame to these, not through React.
              inputRef={(element) => animation.input(tag, element)}
              outputRef={(element) => animation.output(tag, element)}
            />
          ))}
          {animated.length > 0 && !reducedMotion ? (
            <button
              type="button"
              className={css.toolButton}
              onClick={() => dispatch({ type: "toggle", what: "playing" })}
            >
              {tester.playing ? "Pause" : "Play"} <VisuallyHidden>axis animation</VisuallyHidden>
            </button>
          ) : null}
        </fieldset>
      ) : null}
      {/* Rendered only while open: five testers' closed panels were a fifth of a font page. */}
      {tester.showFeatures ? (
        <fieldset id={`${id}-features`} className={css.features}>
          <legend>
            <VisuallyHidden>OpenType features</VisuallyHidden>
          </legend>
          {features
            .filter((feature) => isToggleableFeature(feature.unicodeTag))
            .map(({ unicodeTag: tag, name }) => (
              <label key={tag} className={css.chip} title={name}>
                <input
                  type="checkbox"
                  checked={tester.features[tag] ?? false}
                  onChange={(event) =>
                    dispatch({ type: "feature", tag, on: event.currentTarget.checked })
                  }
                  className={css.chipInput}
                />
                {tag} <VisuallyHidden>{name}</VisuallyHidden>
              </label>
            ))}
        </fieldset>
      ) : null}
      {/* biome-ignore lint/a11y/useSemanticElements: a textarea cannot grow with large, variable type; this editable block is announced as a multi-line text box. */}
      <div
        ref={sampleRef}
        role="textbox"
        aria-multiline="true"
        aria-label={`${fontName} ${current ? normaliseStyleName(current.name) : ""} sample text`}
        aria-busy={skeleton || undefined}
        tabIndex={0}
        contentEditable
        suppressContentEditableWarning
        spellCheck={false}
        autoCorrect="off"
        autoCapitalize="off"
        dir={tester.rtl ? "rtl" : "ltr"}
        data-font-status={status}
        className={[css.sample, typeSettings, skeleton ? css.sampleLoading : undefined]
          .filter(Boolean)
          .join(" ")}
        style={sampleStyle}
        onPaste={onPaste}
      >
        {openingText}
      </div>
    </section>
  );
}

function onPaste(event: ClipboardEvent<HTMLDivElement>) {
  // Pasted text keeps its source's fonts and colours; a tester takes the characters only.
  event.preventDefault();
  // execCommand is deprecated but still the one way to insert text with native undo.
  document.execCommand("insertText", false, event.clipboardData.getData("text/plain"));
}
