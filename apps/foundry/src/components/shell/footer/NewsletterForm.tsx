"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@meridian/ui/button";
import { Checkbox } from "@meridian/ui/checkbox";
import { TextField } from "@meridian/ui/text-field";
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import {
  FOOTER_SOURCE,
  NEWSLETTER_TEXTS,
  type NewsletterFormInput,
  type NewsletterForm as NewsletterFormValues,
  newsletterFormSchema,
  visibleNewsletterErrors,
} from "@/lib/newsletter/newsletter-schema";
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

/**
 * The footer's newsletter form (spec 2.5, 3, 5): validated on submit, then again on every
 * change; the privacy message only once the e-mail is right. Success replaces the form with
 * 'Thanks for subscribing'.
 */
export function NewsletterForm() {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NewsletterFormInput, unknown, NewsletterFormValues>({
    resolver: zodResolver(newsletterFormSchema),
    defaultValues: { email: "", acceptedPrivacy: false },
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const shown = visibleNewsletterErrors({
    email: errors.email?.message,
    acceptedPrivacy: errors.acceptedPrivacy?.message,
  });

  // The form that had focus is gone: take focus to the line that replaced it.
  useEffect(() => {
    if (outcome?.kind === "subscribed") thanksRef.current?.focus();
  }, [outcome]);

  if (outcome?.kind === "subscribed") {
    return (
      <p ref={thanksRef} tabIndex={-1} role="status" className={styles.thanks}>
        {NEWSLETTER_TEXTS.success}
      </p>
    );
  }

  return (
    <form
      noValidate
      className={styles.newsletter}
      onSubmit={handleSubmit(async (values) => setOutcome(await subscribe(values.email)))}
    >
      <div className={styles.newsletterRow}>
        <TextField
          label="Email"
          hideLabel
          type="email"
          autoComplete="email"
          placeholder="Email address"
          className={styles.emailField}
          error={shown.email}
          {...register("email")}
        />
        <Button type="submit" variant="primary" disabled={isSubmitting}>
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
        {...register("acceptedPrivacy")}
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
