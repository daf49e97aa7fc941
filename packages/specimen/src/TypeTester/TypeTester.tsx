"use client";

import { fontUrl, roundAxisValue } from "@meridian/codecs/font-url";
import { fontStack, loadCatalogueFont } from "@meridian/ui/catalogue-font";
import { Dropdown } from "@meridian/ui/dropdown";
import { matchesMedia, usePrefersReducedMotion } from "@meridian/ui/media-query";
import { Slider } from "@meridian/ui/slider";
import { normaliseStyleName } from "@meridian/ui/style-names";
import {
  LEADING_RANGE,
  SIZE_RANGE,
  type TesterAlign,
  type TesterState,
  TRACKING_RANGE,
  testerAnchor,
} from "@meridian/ui/tester-setting";
import { VisuallyHidden } from "@meridian/ui/text";
import { media } from "@meridian/ui/theme/tokens";
import { typeSettings, typeSettingsStyle } from "@meridian/ui/type-settings";
import {
  axisDefaults,
  DEFAULT_ON,
  featureSettings,
  isToggleableFeature,
  variationSettings,
} from "@meridian/ui/type-tester/features";
import { useInView } from "@meridian/ui/use-in-view";
import {
  type ClipboardEvent,
  type CSSProperties,
  lazy,
  Suspense,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { SettingSlider, settingValue } from "./SettingSlider";
import type { TesterSnapshot } from "./TesterShare";
import * as css from "./TypeTester.css";
import { tallestAtAxisEnds } from "./tallest-at-axis-ends";
import { useTesterFace } from "./use-tester-face";

export interface TesterAxis {
  axisTag: string;
  name: string;
  minValue: number;
  defaultValue: number;
  maxValue: number;
}

/** A style the tester can switch to (content's styles[]). */
export interface TesterStyle {
  name: string;
  /** The CSS family the style is registered under, e.g. 'Geist Bold'. */
  fontFamily: string;
  /** The style's `_updatedAt`, for its file URL. */
  updatedAt: string;
  /** A variable style's axes: each gets a slider. */
  axes?: readonly TesterAxis[];
}

export interface TesterFeature {
  unicodeTag: string;
  name: string;
}

export type { TesterAlign, TesterState };

// The share row and its export code load only when a visitor opens it (DESIGN 7.2's budget).
const TesterShare = lazy(() =>
  import("./TesterShare").then((module) => ({ default: module.TesterShare })),
);

export interface TypeTesterProps {
  /** Where the API serves font files ('' for the same origin), passed to fontUrl(). */
  host: string;
  familySlug: string;
  fontName: string;
  subset?: string;
  styles: readonly TesterStyle[];
  /** The starting text, style, size (px), leading (line height) and tracking (1/1000 em). */
  text: string;
  style: string;
  size: number;
  leading: number;
  tracking: number;
  /** Starting values at and below 480 px, where given. */
  mobileSize?: number | null;
  mobileLeading?: number | null;
  mobileTracking?: number | null;
  /** Set right to left. */
  rtl?: boolean;
  /** Offer the direction switch (shown anyway when `rtl` is set). */
  showDirection?: boolean;
  /** Where lines start; by default at the start of the direction (right when `rtl`). */
  align?: TesterAlign;
  /** The font's OpenType features: each toggleable one gets a switch. */
  features?: readonly TesterFeature[];
  /** Features switched on at the start (the sample's opentypeFeatures). */
  activeFeatures?: readonly string[];
  /** Axes that animate by themselves, where the font says so (autoplayAxes). */
  autoplayAxes?: readonly string[];
  /**
   * The tester's text is the page's largest (the home page's tester): it paints from a subset
   * of its opening text declared in CSS, before script runs, and the whole file follows.
   */
  priority?: boolean;
  /** The tester's accessible name; '{fontName} type tester' by default. */
  label?: string;
  /**
   * The tester's key in a shared link (`s1.size=96`): gives it its id (the link's fragment) and
   * its 'Share' row. Without one it offers no link.
   */
  stateKey?: string;
  /** A setting from a shared link (read on the server), over the opening one. */
  shared?: TesterState;
  className?: string;
}

const AUTOPLAY_PERIOD_MS = 6000;
const ALIGNMENTS: readonly { value: TesterAlign; label: string }[] = [
  { value: "left", label: "Align left" },
  { value: "center", label: "Align centre" },
  { value: "right", label: "Align right" },
];

/**
 * A type tester (DESIGN 6): a full-width band with its controls in one row — style (each shown
 * in itself), size, leading, tracking, variable axes (some playing by themselves), alignment,
 * direction and OpenType features — over editable text set in the font. Every control is a
 * labelled native input. The style's file loads when the band nears the viewport.
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
  const axisInputs = useRef(new Map<string, HTMLInputElement>());
  const axisOutputs = useRef(new Map<string, HTMLOutputElement>());

  const reducedMotion = usePrefersReducedMotion();
  const near = useInView(rootRef, { rootMargin: "200px", once: true });
  const onScreen = useInView(rootRef);

  const openingStyle = shared.style ?? initialStyle;
  const openingText = shared.text ?? text;
  const [styleName, setStyleName] = useState(openingStyle);
  const current = styles.find((candidate) => candidate.name === styleName) ?? styles[0];
  // A shared setting is the reader's own: it holds on a phone too.
  const [size, setSize] = useState<number | null>(shared.size ?? null);
  const [leading, setLeading] = useState<number | null>(shared.leading ?? null);
  const [tracking, setTracking] = useState<number | null>(shared.tracking ?? null);
  const [rtl, setRtl] = useState(shared.rtl ?? initialRtl);
  const [align, setAlign] = useState<TesterAlign>(
    shared.align ?? initialAlign ?? startAlign(shared.rtl ?? initialRtl),
  );
  const [showFeatures, setShowFeatures] = useState(false);
  const [showShare, setShowShare] = useState(false);
  const toggleable = features.filter((feature) => isToggleableFeature(feature.unicodeTag));
  const [featureState, setFeatureState] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(
      toggleable.map(({ unicodeTag }) => [
        unicodeTag,
        shared.features?.[unicodeTag] ??
          (DEFAULT_ON.has(unicodeTag) || activeFeatures.includes(unicodeTag)),
      ]),
    ),
  );

  const axes = current?.axes ?? [];
  const [openingAxes] = useState<Readonly<Record<string, number>>>(() => ({
    ...axisDefaults(current),
    ...shared.axes,
  }));
  const [axisValuesState, setAxisValuesState] = useState<Record<string, number>>(openingAxes);
  // The axes' values as they are this frame: the state, or ahead of it while the axes play.
  const live = useRef(axisValuesState);
  const setAxisValues = (values: Record<string, number>) => {
    live.current = values;
    setAxisValuesState(values);
  };

  const { family, skeleton, status, subsetFace } = useTesterFace({
    host,
    familySlug,
    fontName,
    subset,
    style: current,
    openingStyle,
    openingText,
    openingAxes,
    priority,
    near,
  });

  const animated = axes.filter((axis) => autoplayAxes.includes(axis.axisTag));
  // Shared axis values stay still: the link is for that exact setting.
  const [playing, setPlaying] = useState(shared.axes === undefined);
  // The opening subset is an instance at the opening values: the axes play on the whole file.
  const animating =
    animated.length > 0 &&
    playing &&
    !reducedMotion &&
    onScreen &&
    (subsetFace === null || status === "loaded");
  const axisValues = animating ? live.current : axisValuesState;

  // Follow the phone's settings until the reader chooses their own.
  const sizeSetting = { chosen: size, desktop: initialSize, phone: mobileSize };
  const leadingSetting = { chosen: leading, desktop: initialLeading, phone: mobileLeading };
  const trackingSetting = { chosen: tracking, desktop: initialTracking, phone: mobileTracking };

  // The autoplay: axes swing between their ends on a slow sine, starting from where they are.
  // Values go straight to the DOM each frame; React hears of them when the animation stops.
  // A layout effect, so stopping commits the last frame's values before the next paint.
  // biome-ignore lint/correctness/useExhaustiveDependencies: restarts only when play state or the style changes.
  useLayoutEffect(() => {
    if (!animating || !current) return;
    // Hold the tallest the text gets while it plays (never less than held before), so the
    // playing axes never move what lies below the tester.
    const sample = sampleRef.current;
    if (sample) {
      const held = Number.parseFloat(sample.style.minHeight) || 0;
      const tallest = tallestAtAxisEnds(sample, live.current, animated);
      sample.style.minHeight = `${Math.ceil(Math.max(held, tallest))}px`;
    }
    const phases = new Map(
      animated.map((axis) => {
        const range = axis.maxValue - axis.minValue;
        const value = live.current[axis.axisTag] ?? axis.defaultValue;
        const cos = range
          ? Math.min(1, Math.max(-1, 1 - (2 * (value - axis.minValue)) / range))
          : 1;
        return [axis.axisTag, Math.acos(cos)];
      }),
    );
    let start: number | null = null;
    let frame = requestAnimationFrame(function tick(now) {
      start ??= now;
      const theta = (2 * Math.PI * (now - start)) / AUTOPLAY_PERIOD_MS;
      const next = { ...live.current };
      for (const axis of animated) {
        const range = axis.maxValue - axis.minValue;
        const phase = phases.get(axis.axisTag) ?? 0;
        next[axis.axisTag] = axis.minValue + range * (0.5 - 0.5 * Math.cos(phase + theta));
        const input = axisInputs.current.get(axis.axisTag);
        const output = axisOutputs.current.get(axis.axisTag);
        if (input) input.value = String(next[axis.axisTag]);
        if (output) output.textContent = String(Math.round(next[axis.axisTag] ?? 0));
      }
      live.current = next;
      if (sampleRef.current)
        sampleRef.current.style.fontVariationSettings = variationSettings(next);
      frame = requestAnimationFrame(tick);
    });
    return () => {
      cancelAnimationFrame(frame);
      setAxisValuesState({ ...live.current });
    };
  }, [animating, current?.name]);

  function chooseStyle(name: string) {
    setStyleName(name);
    setAxisValues(axisDefaults(styles.find((candidate) => candidate.name === name)));
  }

  function setAxis(tag: string, value: number) {
    // The reader has taken hold of an axis: stop it playing.
    if (animated.some((axis) => axis.axisTag === tag)) setPlaying(false);
    setAxisValues({ ...live.current, [tag]: value });
  }

  /** Fetches every style's file when the style list opens, so the options show in their own style. */
  function preloadStyles(open: boolean) {
    if (!open) return;
    for (const candidate of styles) {
      void loadCatalogueFont(host, {
        familySlug,
        fontName,
        styleName: candidate.name,
        fontFamily: candidate.fontFamily,
        updatedAt: candidate.updatedAt,
        ...(subset ? { subset } : {}),
      });
    }
  }

  function onPaste(event: ClipboardEvent<HTMLDivElement>) {
    // Pasted text keeps its source's fonts and colours; a tester takes the characters only.
    event.preventDefault();
    const plain = event.clipboardData.getData("text/plain");
    // execCommand is deprecated but still the one way to insert text with native undo.
    document.execCommand("insertText", false, plain);
  }

  // Desktop and phone settings both go to CSS (typeSettings); a reader's own holds at both.
  const sampleStyle: CSSProperties = {
    ...typeSettingsStyle({
      size: size ?? initialSize,
      leading: leading ?? initialLeading,
      tracking: tracking ?? initialTracking,
      mobileSize: size ?? mobileSize,
      mobileLeading: leading ?? mobileLeading,
      mobileTracking: tracking ?? mobileTracking,
    }),
    fontFamily: family ? fontStack(family) : undefined,
    textAlign: align,
    fontFeatureSettings: featureSettings(featureState),
    fontVariationSettings: axes.length ? variationSettings(axisValues) : undefined,
  };
  const sizeMax = Math.min(
    SIZE_RANGE.max,
    Math.max(300, Math.ceil(initialSize * 1.5), shared.size ?? 0),
  );
  const activeCount = toggleable.filter(
    ({ unicodeTag }) => featureState[unicodeTag] !== DEFAULT_ON.has(unicodeTag),
  ).length;

  /** What the tester shows now; features as far as they differ from the browser's or content's. */
  function snapshot(): TesterSnapshot {
    const features = Object.fromEntries(
      toggleable
        .map(({ unicodeTag }) => [unicodeTag, featureState[unicodeTag] ?? false] as const)
        .filter(([tag, on]) => on !== DEFAULT_ON.has(tag) || activeFeatures.includes(tag)),
    );
    const values = live.current;
    const onPhone = matchesMedia(media.mobile);
    return {
      state: {
        text: sampleText(sampleRef.current) ?? openingText,
        style: current?.name ?? openingStyle,
        size: settingValue(sizeSetting, onPhone),
        leading: settingValue(leadingSetting, onPhone),
        tracking: settingValue(trackingSetting, onPhone),
        align,
        rtl,
        features,
        axes: axes.length
          ? Object.fromEntries(
              axes.map((axis) => [
                axis.axisTag,
                roundAxisValue(values[axis.axisTag] ?? axis.defaultValue),
              ]),
            )
          : undefined,
      },
      fontName,
      styleName: current ? normaliseStyleName(current.name) : "",
      fontFamily: current?.fontFamily ?? fontName,
      fontUrl: current
        ? fontUrl({
            host,
            familySlug,
            fontName,
            styleName: current.name,
            updatedAt: current.updatedAt,
            ...(subset ? { subset } : {}),
          })
        : "",
      sample: sampleRef.current,
      featureSettings: featureSettings(featureState),
      variationSettings: axes.length
        ? variationSettings(
            Object.fromEntries(
              axes.map((axis) => [axis.axisTag, values[axis.axisTag] ?? axis.defaultValue]),
            ),
          )
        : "normal",
    };
  }

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
      <div className={css.controls}>
        <Dropdown
          label="Style"
          options={styles.map((candidate) => ({
            value: candidate.name,
            label: normaliseStyleName(candidate.name),
            fontFamily: candidate.fontFamily,
          }))}
          value={current?.name ?? null}
          onChange={chooseStyle}
          onOpenChange={preloadStyles}
          weightPreview
          bare
        />
        <SettingSlider
          id={`${id}-size`}
          label="Size"
          min={SIZE_RANGE.min}
          max={sizeMax}
          step={1}
          setting={sizeSetting}
          format={(value) => `${value}px`}
          onChange={setSize}
        />
        <SettingSlider
          id={`${id}-leading`}
          label="Leading"
          min={LEADING_RANGE.min}
          max={LEADING_RANGE.max}
          step={0.05}
          setting={leadingSetting}
          format={(value) => value.toFixed(2)}
          onChange={setLeading}
        />
        <SettingSlider
          id={`${id}-tracking`}
          label="Tracking"
          min={TRACKING_RANGE.min}
          max={TRACKING_RANGE.max}
          step={5}
          setting={trackingSetting}
          format={signed}
          onChange={setTracking}
        />
        <div role="radiogroup" aria-label="Alignment" className={css.chips}>
          {ALIGNMENTS.map((option) => (
            <label key={option.value} className={css.chip} title={option.label}>
              <input
                type="radio"
                name={`${id}-align`}
                value={option.value}
                checked={align === option.value}
                onChange={() => setAlign(option.value)}
                className={css.chipInput}
              />
              <VisuallyHidden>{option.label}</VisuallyHidden>
              <span className={css.alignIcon[option.value]} aria-hidden="true" />
            </label>
          ))}
        </div>
        {showDirection || initialRtl ? (
          <label className={css.chip}>
            <input
              type="checkbox"
              checked={rtl}
              onChange={(event) => setRtl(event.currentTarget.checked)}
              className={css.chipInput}
            />
            RTL <VisuallyHidden>(right to left)</VisuallyHidden>
          </label>
        ) : null}
        {toggleable.length > 0 ? (
          <button
            type="button"
            className={css.toolButton}
            aria-expanded={showFeatures}
            aria-controls={`${id}-features`}
            onClick={() => setShowFeatures(!showFeatures)}
          >
            OpenType features{activeCount ? ` (${activeCount})` : ""}
          </button>
        ) : null}
        {stateKey ? (
          <button
            type="button"
            className={css.toolButton}
            aria-expanded={showShare}
            onClick={() => setShowShare(!showShare)}
          >
            Share <VisuallyHidden>or export this setting</VisuallyHidden>
          </button>
        ) : null}
      </div>
      {stateKey && showShare ? (
        <Suspense fallback={null}>
          <TesterShare stateKey={stateKey} snapshot={snapshot} />
        </Suspense>
      ) : null}
      {axes.length > 0 ? (
        <fieldset className={css.subRow}>
          <legend>
            <VisuallyHidden>Variable axes</VisuallyHidden>
          </legend>
          {axes.map((axis) => (
            <Slider
              key={axis.axisTag}
              id={`${id}-axis-${axis.axisTag}`}
              label={axis.name}
              min={axis.minValue}
              max={axis.maxValue}
              step={axis.maxValue - axis.minValue > 50 ? 1 : 0.1}
              value={axisValues[axis.axisTag] ?? axis.defaultValue}
              display={String(Math.round(axisValues[axis.axisTag] ?? axis.defaultValue))}
              onChange={(value) => setAxis(axis.axisTag, value)}
              inputRef={(element) => {
                if (element) axisInputs.current.set(axis.axisTag, element);
                else axisInputs.current.delete(axis.axisTag);
              }}
              outputRef={(element) => {
                if (element) axisOutputs.current.set(axis.axisTag, element);
                else axisOutputs.current.delete(axis.axisTag);
              }}
            />
          ))}
          {animated.length > 0 && !reducedMotion ? (
            <button type="button" className={css.toolButton} onClick={() => setPlaying(!playing)}>
              {playing ? "Pause" : "Play"} <VisuallyHidden>axis animation</VisuallyHidden>
            </button>
          ) : null}
        </fieldset>
      ) : null}
      {/* Rendered only while open: five testers' closed panels were a fifth of a font page. */}
      {toggleable.length > 0 && showFeatures ? (
        <fieldset id={`${id}-features`} className={css.features}>
          <legend>
            <VisuallyHidden>OpenType features</VisuallyHidden>
          </legend>
          {toggleable.map((feature) => (
            <label key={feature.unicodeTag} className={css.chip} title={feature.name}>
              <input
                type="checkbox"
                checked={featureState[feature.unicodeTag] ?? false}
                onChange={(event) => {
                  const on = event.currentTarget.checked;
                  setFeatureState((state) => ({ ...state, [feature.unicodeTag]: on }));
                }}
                className={css.chipInput}
              />
              {feature.unicodeTag} <VisuallyHidden>{feature.name}</VisuallyHidden>
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
        dir={rtl ? "rtl" : "ltr"}
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

/** The text as the reader sees it: line breaks typed into it are child blocks, which innerText keeps. */
function sampleText(sample: HTMLElement | null): string | undefined {
  // biome-ignore lint/performance/useDomNodeTextContent: the typed line breaks are wanted.
  const text = sample?.innerText ?? sample?.textContent ?? undefined;
  return text?.replace(/\n$/, "");
}

/** '−30' with a true minus sign, as type is spoken of. */
function signed(value: number): string {
  return value < 0 ? `\u2212${Math.abs(value)}` : String(value);
}

/** Text opens at the start of its reading direction: Arabic and Hebrew on the right. */
function startAlign(rtl: boolean): TesterAlign {
  return rtl ? "right" : "left";
}
