import type { BuiltFontStyle } from "@meridian/content/store";
import type { LicenceType } from "@meridian/pricing";

/**
 * The font files a licence type delivers (DESIGN 4.8), as paths relative to CONTENT_BUILD_DIR:
 * desktop licences get the source format (OTF or TTF); web gets WOFF2 and WOFF; app gets TTF
 * where the source has TrueType outlines, else OTF.
 */
export function licenceFiles(style: BuiltFontStyle, licenceType: LicenceType): string[] {
  const { files } = style;
  switch (licenceType) {
    case "basic":
    case "logo":
    case "social":
      return [files.desktop];
    case "web":
      return [files.woff2, ...(files.woff ? [files.woff] : [])];
    case "app":
      return [files.ttf ?? files.desktop];
  }
}
