"use client";

import { Button } from "@meridian/ui/button";
import { Checkbox } from "@meridian/ui/checkbox";
import { TextField } from "@meridian/ui/text-field";
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { type Resolver, useForm } from "react-hook-form";
import type {
  NewsletterFormInput,
  NewsletterForm as NewsletterFormValues,
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

/**
 * The form is on every page and most visitors never submit it: its validation (zod) is fetched
 * on the first submit instead of with every page's script.
 */
const lazyNewsletterResolver: Resolver<NewsletterFormInput, unknown, NewsletterFormValues> = async (
  values,
  context,
  options,
) => {
  const { newsletterResolver } = await import("./newsletter-resolver");
  return newsletterResolver(values, context, options);
};

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
    resolver: lazyNewsletterResolver,
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
      <div className={styles.emailRow}>
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
