import { UI_FACE_FIRST_FILES } from "../theme/ui-face";
import { Preload } from "./preload";

/** Preloads the UI face's files every page draws from its first paint (UI_FACE_FIRST_FILES). */
export function UiFacePreload() {
  return UI_FACE_FIRST_FILES.map((file) => (
    <Preload key={file.url} href={file.url} as="font" type="font/woff2" crossOrigin="" />
  ));
}
