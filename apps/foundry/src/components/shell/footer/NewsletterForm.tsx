"use client";

import { Button } from "@meridian/ui/button";
import { Checkbox } from "@meridian/ui/checkbox";
import { TextField } from "@meridian/ui/text-field";
import Link from "next/link";
import { type FormEvent, useEffect, useRef, useState } from "react";
import type {
  NewsletterCheck,
  NewsletterFieldErrors,
  NewsletterFormInput,
} from "@/lib/newsletter/newsletter-schema";
import {
  FOOTER_SOURCE,
  NEWSLETTER_TEXTS,
  visibleNewsletterErrors,
} from "@/lib/newsletter/newsletter-texts";
import * as styles from "./Footer.css";

type Outcome =
  | { kind: "subscribed" }
  | { kind: "already-subscribed" }
  | { kind: "failed"; reason: string }
  | null;

/** POST /api/subscribe; what the footer says about the answer (spec 4.6, 8). */
async function subscribe(email: string): Promise<Outcome> {
  try {
    const response = await fetch("/api/subscribe", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email, source: FOOTER_SOURCE }),
    });
    if (response.ok) return { kind: "subscribed" };
    const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
    const reason =
      typeof body?.error === "string" ? body.error : NEWSLETTER_TEXTS.failedWithoutReason;
    if (response.status === 409) return { kind: "already-subscribed" };
    return { kind: "failed", reason };
  } catch {
    return { kind: "failed", reason: NEWSLETTER_TEXTS.failedWithoutReason };
  }
}

/** What the fields hold, read from the form itself (the fields are uncontrolled). */
function readFields(form: HTMLFormElement): NewsletterFormInput {
  const field = (name: keyof NewsletterFormInput) =>
    form.elements.namedItem(name) as HTMLInputElement | null;
  return {
    email: field("email")?.value ?? "",
    acceptedPrivacy: field("acceptedPrivacy")?.checked ?? false,
  };
}

/**
 * The check of the fields. The form is on every page and most visitors never submit it: its
 * rules (zod) are fetched on the first submit instead of with every page's script, and the form
 * keeps its own state rather than bringing react-hook-form into every page (ADR 0018).
 */
async function check(form: HTMLFormElement): Promise<NewsletterCheck> {
  const { checkNewsletterForm } = await import("@/lib/newsletter/newsletter-schema");
  return checkNewsletterForm(readFields(form));
}

/**
 * The footer's newsletter form (spec 2.5, 3, 5): validated on submit, then again on every
 * change; the privacy message only once the e-mail is right; a failed submit takes focus to the
 * first field in error. Success replaces the form with 'Thanks for subscribing'.
 */
export function NewsletterForm() {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [errors, setErrors] = useState<NewsletterFieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const shown = visibleNewsletterErrors(errors);

  // The form that had focus is gone: take focus to the line that replaced it.
  useEffect(() => {
    if (outcome?.kind === "subscribed") thanksRef.current?.focus();
  }, [outcome]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setSubmitted(true);
    setSubmitting(true);
    try {
      const result = await check(form);
      if (!result.ok) {
        setErrors(result.errors);
        const first = result.errors.email ? "email" : "acceptedPrivacy";
        (form.elements.namedItem(first) as HTMLInputElement | null)?.focus();
        return;
      }
      setErrors({});
      setOutcome(await subscribe(result.values.email));
    } finally {
      setSubmitting(false);
    }
  }

  async function onChange(event: FormEvent<HTMLFormElement>) {
    if (!submitted) return;
    const result = await check(event.currentTarget);
    setErrors(result.ok ? {} : result.errors);
  }

  if (outcome?.kind === "subscribed") {
    return (
      <p ref={thanksRef} tabIndex={-1} role="status" className={styles.thanks}>
        {NEWSLETTER_TEXTS.success}
      </p>
    );
  }

  return (
    <form noValidate className={styles.newsletter} onSubmit={onSubmit} onChange={onChange}>
      <div className={styles.emailRow}>
        <TextField
          label="Email"
          hideLabel
          type="email"
          autoComplete="email"
          placeholder="Email address"
          className={styles.emailField}
          error={shown.email}
          name="email"
        />
        <Button type="submit" variant="primary" disabled={submitting}>
          Subscribe
        </Button>
      </div>
      <Checkbox
        label={
          <>
            I accept the{" "}
            <Link href="/privacy-policy" className={styles.inlineLink}>
              privacy policy
            </Link>
          </>
        }
        error={shown.acceptedPrivacy}
        name="acceptedPrivacy"
      />
      <div role="status" className={styles.outcome}>
        {outcome?.kind === "already-subscribed" ? (
          <p className={styles.outcomeText}>{NEWSLETTER_TEXTS.alreadySubscribed}</p>
        ) : null}
        {outcome?.kind === "failed" ? (
          <p className={styles.failure}>
            {NEWSLETTER_TEXTS.failure}: {outcome.reason}
          </p>
        ) : null}
      </div>
    </form>
  );
}
