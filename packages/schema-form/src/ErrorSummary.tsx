"use client";

import { Heading } from "@meridian/ui/text";
import type { MouseEvent } from "react";
import { useFormState } from "react-hook-form";
import type { z } from "zod";
import * as styles from "./ErrorSummary.css";
import { errorEntries } from "./error-entries";
import { fieldId, placeOf } from "./field-places";
import { useSchemaForm } from "./schema-form-context";

export interface ErrorSummaryProps {
  schema: z.ZodType;
}

/**
 * Every message of the form at its top, each linking to its field ("Styles 2 › File: must be
 * …"), read out as it appears (role="alert"). A link moves focus to the field itself, not only
 * the view: a fragment link alone would leave focus where it was.
 */
export function ErrorSummary({ schema }: ErrorSummaryProps) {
  const { formId } = useSchemaForm();
  const { errors } = useFormState();
  const entries = errorEntries(errors);
  return (
    <div role="alert" className={styles.summary}>
      {entries.length > 0 ? (
        <>
          <Heading level={2} size="body">
            {entries.length === 1 ? "1 problem" : `${entries.length} problems`} to fix before saving
          </Heading>
          <ul className={styles.list}>
            {entries.map(({ name, message }) => (
              <li key={`${name}:${message}`}>
                {name === "" ? (
                  message
                ) : (
                  <a
                    className={styles.link}
                    href={`#${fieldId(formId, name)}`}
                    onClick={focusTarget}
                  >
                    {placeOf(schema, name.split(".")).labels.join(" › ")}: {message}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

function focusTarget(event: MouseEvent<HTMLAnchorElement>) {
  const id = decodeURIComponent(event.currentTarget.hash.slice(1));
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  // Focusing scrolls the field into view too.
  target.focus();
}
