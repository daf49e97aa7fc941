/**
 * A tester's text as a PNG (issue 19), drawn by the browser itself: the texts and their
 * computed settings go into an SVG `foreignObject` with each style's file inlined as a data URL
 * (an SVG drawn as an image may fetch nothing), which a canvas draws at twice the size. Canvas
 * text alone cannot set `font-feature-settings` or `font-variation-settings`; HTML can.
 * Loaded only when a visitor exports.
 */

export interface PngPart {
  /** A text element: its box, text and computed type settings are copied. */
  element: HTMLElement;
  /** Its style's font file (same origin, so the cached copy answers). */
  fontUrl: string;
}

export interface TesterPngInput {
  /** The element whose box the picture is: a tester's sample, or a pairing around its texts. */
  frame: HTMLElement;
  /** The texts in it, each in its own font; the frame itself when it is the one text. */
  parts: readonly PngPart[];
  /** Page background behind the text, or none. */
  transparent: boolean;
  scale?: number;
}

const FAMILY = "meridian-export";

const TYPE_PROPERTIES = [
  "padding",
  "font-size",
  "line-height",
  "letter-spacing",
  "font-feature-settings",
  "font-variation-settings",
  "font-kerning",
  "text-align",
  "direction",
  "color",
];

/** Renders the frame's texts as a PNG `scale` times their size on screen. */
export async function renderTesterPng({
  frame,
  parts,
  transparent,
  scale = 2,
}: TesterPngInput): Promise<Blob> {
  const box = frame.getBoundingClientRect();
  const width = Math.max(1, Math.ceil(box.width));
  const height = Math.max(1, Math.ceil(box.height));
  const fonts = await Promise.all(
    parts.map(async (part) => dataUrl(await fetchFont(part.fontUrl))),
  );

  const rules: string[] = [
    "div{box-sizing:border-box;margin:0;position:absolute;overflow:hidden;white-space:pre-wrap;overflow-wrap:break-word}",
  ];
  const blocks: string[] = [];
  parts.forEach((part, index) => {
    const place = part.element.getBoundingClientRect();
    const computed = getComputedStyle(part.element);
    rules.push(
      `@font-face{font-family:"${FAMILY}-${index}";src:url("${fonts[index]}")}`,
      `.p${index}{left:${place.left - box.left}px;top:${place.top - box.top}px;`,
      `width:${Math.ceil(place.width)}px;height:${Math.ceil(place.height)}px;`,
      `font-family:"${FAMILY}-${index}";`,
      ...TYPE_PROPERTIES.map((property) => `${property}:${computed.getPropertyValue(property)};`),
      "}",
    );
    // innerText, not textContent: the line breaks typed into a text are its child blocks.
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text's line breaks are wanted.
    const text = part.element.innerText;
    const dir = computed.direction === "rtl" ? "rtl" : "ltr";
    blocks.push(`<div class="p${index}" dir="${dir}">${escapeXml(text)}</div>`);
  });
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width * scale}" height="${height * scale}" viewBox="0 0 ${width} ${height}">` +
    `<style>${escapeXml(rules.join(""))}</style>` +
    `<foreignObject x="0" y="0" width="${width}" height="${height}">` +
    `<div xmlns="http://www.w3.org/1999/xhtml" style="position:relative;width:${width}px;height:${height}px">${blocks.join("")}</div>` +
    "</foreignObject></svg>";

  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await image.decode();

  const canvas = document.createElement("canvas");
  canvas.width = width * scale;
  canvas.height = height * scale;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("No 2D canvas in this browser.");
  if (!transparent) {
    context.fillStyle = backgroundBehind(frame);
    context.fillRect(0, 0, canvas.width, canvas.height);
  }
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error("The PNG could not be made."))),
      "image/png",
    ),
  );
}

/** Renders the sample and downloads it as `fileName`. */
export async function downloadTesterPng(input: TesterPngInput, fileName: string): Promise<void> {
  const blob = await renderTesterPng(input);
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start the download only after the click's task.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

async function fetchFont(url: string): Promise<Blob> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The font file answered ${response.status}.`);
  return response.blob();
}

function dataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

/** The first colour painted behind the element: its own, an ancestor's, or white. */
function backgroundBehind(element: HTMLElement): string {
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    const colour = getComputedStyle(node).backgroundColor;
    if (colour && colour !== "transparent" && !/rgba\(.*,\s*0\)$/.test(colour)) return colour;
  }
  return "#fff";
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
