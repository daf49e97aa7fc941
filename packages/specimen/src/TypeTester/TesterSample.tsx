import type { FontLoadStatus } from "@meridian/ui/catalogue-font";
import { normaliseStyleName } from "@meridian/ui/style-names";
import { typeSettings } from "@meridian/ui/type-settings";
import type { ClipboardEvent, CSSProperties, RefObject } from "react";
import * as css from "./TypeTester.css";
import type { TesterStyle } from "./tester-props";

export interface TesterSampleProps {
  ref: RefObject<HTMLDivElement | null>;
  fontName: string;
  style: TesterStyle | undefined;
  /** The text it opens with; what the reader types then stays the browser's. */
  text: string;
  rtl: boolean;
  /** Where the style's file is; a skeleton shows until a face can show the text. */
  status: FontLoadStatus;
  skeleton: boolean;
  /** The face, settings, alignment, features and axes, as inline style. */
  settings: CSSProperties;
}

/** The tester's text: an editable block set in the font, which the reader types into. */
export function TesterSample({
  ref,
  fontName,
  style,
  text,
  rtl,
  status,
  skeleton,
  settings,
}: TesterSampleProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a textarea cannot grow with large, variable type; this editable block is announced as a multi-line text box.
    <div
      ref={ref}
      role="textbox"
      aria-multiline="true"
      aria-label={`${fontName} ${style ? normaliseStyleName(style.name) : ""} sample text`}
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
      style={settings}
      onPaste={onPaste}
    >
      {text}
    </div>
  );
}

function onPaste(event: ClipboardEvent<HTMLDivElement>) {
  // Pasted text keeps its source's fonts and colours; a tester takes the characters only.
  event.preventDefault();
  const plain = event.clipboardData.getData("text/plain");
  // execCommand is deprecated but still the one way to insert text with native undo.
  document.execCommand("insertText", false, plain);
}
