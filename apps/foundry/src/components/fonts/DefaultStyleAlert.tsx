"use client";

import { useEffect } from "react";
import { defaultStyleAlertMessage } from "@/lib/fonts/default-style";

/** Fonts already reported in this visit: the alert comes once per font (spec 5). */
const reported = new Set<string>();

export interface DefaultStyleAlertProps {
  fontId: string;
  fontName: string;
  initialStyle: string;
}

/**
 * Rendered only where a font's initialStyle matches none of its styles: tells whoever set the
 * font up, in the browser, as spec 5 and 8 ask. The page itself goes on in the first style.
 */
export function DefaultStyleAlert({ fontId, fontName, initialStyle }: DefaultStyleAlertProps) {
  useEffect(() => {
    if (reported.has(fontId)) return;
    reported.add(fontId);
    window.alert(defaultStyleAlertMessage(fontName, initialStyle));
  }, [fontId, fontName, initialStyle]);
  return null;
}
