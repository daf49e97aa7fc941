"use client";

import type {
  CONSENT_TEXTS,
  ConsentCategoryText,
  CookieCategory,
  OptionalCookieCategory,
} from "@meridian/consent";
import { Button } from "@meridian/ui/button";
import { Collapsible } from "@meridian/ui/collapsible";
import { useFocusTrap } from "@meridian/ui/focus";
import { useLayer } from "@meridian/ui/layers";
import { useScrollLock } from "@meridian/ui/scroll-lock";
import { VisuallyHidden } from "@meridian/ui/text";
import { zIndex } from "@meridian/ui/theme/tokens";
import { Toggle } from "@meridian/ui/toggle";
import { type ElementType, useEffect, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import * as styles from "./ConsentDialog.css";

/** Drawn above every panel, so it is the top layer whenever it shows. */
const CONSENT_HEIGHT = Number(zIndex.consent);

type ConsentTexts = typeof CONSENT_TEXTS;

/** The dialog's words: @meridian/consent's CONSENT_TEXTS, or the same fields worded otherwise. */
export type ConsentDialogTexts = {
  readonly [Key in keyof ConsentTexts]: ConsentTexts[Key] extends readonly string[]
    ? readonly string[]
    : string;
};

export type ConsentCategoryName = CookieCategory;
export type OptionalConsentCategory = OptionalCookieCategory;
/** One of @meridian/consent's CONSENT_CATEGORY_TEXTS. */
export type { ConsentCategoryText };

export interface ConsentDialogProps {
  /** useConsent().visible. */
  open: boolean;
  texts: ConsentDialogTexts;
  categories: readonly ConsentCategoryText[];
  /** The toggles' state (useConsent().selection). */
  selection: Readonly<Record<ConsentCategoryName, boolean>>;
  /** 'Manage Settings' has opened the category sections (useConsent().expanded). */
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
  onCategoryChange: (category: OptionalConsentCategory, enabled: boolean) => void;
  onAcceptAll: () => void;
  onAcceptSelection: () => void;
  /** The link element for 'Learn more': the site's router link, or `a`. */
  linkAs?: ElementType;
  /**
   * Hold the page scroll lock while open (spec 2.6: "While the dialog is visible, page scrolling
   * is disabled"). On by default; the consent package leaves locking to the dialog.
   */
  lockScroll?: boolean;
}

/**
 * The cookie-consent dialog (spec 2.6): a modal band at the foot of the screen. Focus stays in it
 * and the page does not scroll until a choice is made. It does not close on Escape or a click
 * outside: the dialog shows until the visitor has chosen (spec 4.1).
 */
export function ConsentDialog({
  open,
  texts,
  categories,
  selection,
  expanded,
  onExpandedChange,
  onCategoryChange,
  onAcceptAll,
  onAcceptSelection,
  linkAs: Link = "a",
  lockScroll = true,
}: ConsentDialogProps) {
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const isTop = useLayer(open, CONSENT_HEIGHT);
  useScrollLock(open && lockScroll);
  useFocusTrap(ref, { active: open && mounted, isTop, initialFocus: "container" });

  if (!open || !mounted) return null;
  return createPortal(
    <>
      <div className={styles.veil} aria-hidden="true" />
      <dialog
        ref={ref}
        open
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
        tabIndex={-1}
        className={styles.dialog}
      >
        <div className={styles.inner}>
          <div className={styles.text}>
            <h2 id={`${id}-title`} className={styles.title}>
              {texts.title}
            </h2>
            <div id={`${id}-text`} className={styles.text}>
              {texts.paragraphs.map((paragraph) => (
                <p key={paragraph} className={styles.paragraph}>
                  {paragraph}
                </p>
              ))}
            </div>
            <Link href={texts.learnMoreHref} className={styles.learnMore}>
              {texts.learnMore} <VisuallyHidden>{texts.learnMoreContext}</VisuallyHidden>
            </Link>
          </div>
          <div className={styles.actions}>
            <Button
              variant="secondary"
              aria-expanded={expanded}
              aria-controls={`${id}-settings`}
              onClick={() => onExpandedChange(!expanded)}
            >
              {texts.manageSettings}
            </Button>
            <Button variant="primary" onClick={onAcceptAll}>
              {texts.acceptAll}
            </Button>
          </div>
        </div>
        <div id={`${id}-settings`} className={styles.settings} hidden={!expanded}>
          <div className={styles.categories}>
            {categories.map((category) => {
              const optional = category.category === "required" ? null : category.category;
              return (
                <Collapsible
                  key={category.category}
                  title={category.title}
                  headingLevel={3}
                  aside={
                    category.alwaysActive || !optional ? (
                      <span className={styles.alwaysActive}>{texts.alwaysActive}</span>
                    ) : (
                      <Toggle
                        label={category.title}
                        hideLabel
                        checked={selection[optional]}
                        onChange={(checked) => onCategoryChange(optional, checked)}
                      />
                    )
                  }
                >
                  {category.description}
                </Collapsible>
              );
            })}
          </div>
          <div className={styles.settingsActions}>
            <Button variant="secondary" onClick={onAcceptSelection}>
              {texts.acceptSelection}
            </Button>
          </div>
        </div>
      </dialog>
    </>,
    document.body,
  );
}
