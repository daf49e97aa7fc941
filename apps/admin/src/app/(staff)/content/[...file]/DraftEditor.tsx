"use client";

import { SOURCE_LAYOUT, type SourceKind } from "@meridian/content/layout";
import { SchemaForm, type ServerError } from "@meridian/schema-form";
import { useMemo, useState } from "react";
import { z } from "zod";
import * as styles from "../../../admin.css";
import { saveDraft } from "./actions";

/**
 * The form of one draft file, from its kind's schema (content/'s layout). A list file (widths,
 * classifications, …) is edited as one list of its items. Each save names the version it
 * started from; a refusal says who saved since.
 */
export function DraftEditor(props: { file: string; kind: string; raw: unknown; version: number }) {
  const layout = SOURCE_LAYOUT[props.kind as SourceKind];
  const isList = layout.shape === "list";
  const schema = useMemo(
    () => (isList ? z.object({ items: z.array(layout.schema) }) : layout.schema),
    [isList, layout.schema],
  );
  const [version, setVersion] = useState(props.version);
  const [errors, setErrors] = useState<ServerError[]>([]);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<number | null>(null);
  const [stale, setStale] = useState<string | null>(null);

  async function save(values: Record<string, unknown>) {
    setSaving(true);
    setSaved(null);
    try {
      const result = await saveDraft({
        file: props.file,
        kind: props.kind,
        raw: isList ? values.items : values,
        basedOnVersion: version,
      });
      setErrors(result.errors.filter((error) => error.code !== "CONTENT_CHANGED"));
      setStale(result.errors.find((error) => error.code === "CONTENT_CHANGED")?.message ?? null);
      if (result.version !== null) {
        setVersion(result.version);
        setSaved(result.version);
      }
    } finally {
      setSaving(false);
    }
  }
  return (
    <>
      {stale && (
        <p role="alert" className={styles.message}>
          {stale}
        </p>
      )}
      <p role="status">{saved !== null ? `Saved as version ${saved}.` : ""}</p>
      <SchemaForm
        schema={schema}
        defaultValues={(isList ? { items: props.raw } : props.raw) as Record<string, unknown>}
        onSubmit={save}
        serverErrors={errors.map((error) => ({
          field: isList && error.field ? `items.${error.field}` : error.field,
          message: error.message,
        }))}
        submitLabel="Save"
        disabled={saving}
        aria-label={`Edit ${props.file}`}
      />
    </>
  );
}
