"use client";

import { SOURCE_LAYOUT, type SourceKind } from "@meridian/content/layout";
import { imageSource } from "@meridian/content/schema";
import { type FieldFacts, SchemaForm, type ServerError } from "@meridian/schema-form";
import { useRouter } from "next/navigation";
import { useCallback, useMemo, useState } from "react";
import { z } from "zod";
import { FocalPointPicker } from "../../../components/FocalPointPicker";
import { FontFileUpload } from "../../../components/FontFileUpload";
import { MarkdownPreview } from "../../../components/MarkdownPreview";
import { type Relations, relationOf } from "../../../lib/relations";
import { schemaAt } from "../../../lib/schema-at";
import * as styles from "../../admin.css";
import { saveDraft } from "./actions";

/** A font's style files may be uploaded where the form asks for them. */
const STYLE_FILE = /^styles\.\d+\.file$/;

/**
 * After a style's File, its upload; after an image's Text, the image drawn, to place its focal
 * point on; after a Markdown field, its preview as the sites set it.
 */
function extrasFor(schema: z.ZodType) {
  return function fieldExtras(name: string, { markdown, label }: FieldFacts) {
    if (STYLE_FILE.test(name)) return <FontFileUpload name={name} />;
    const [, image] = /^(.+)\.text$/.exec(name) ?? [];
    if (image && schemaAt(schema, image) === imageSource) return <FocalPointPicker image={image} />;
    if (markdown) return <MarkdownPreview name={name} label={label} />;
    return null;
  };
}

/** Where a new item of a folder kind is kept: its slug (or id) names its file. */
function newFileOf(kind: SourceKind, raw: Record<string, unknown>): string | null {
  const layout = SOURCE_LAYOUT[kind];
  if (layout.shape !== "folder") return null;
  const name = raw[layout.fileNameField];
  return typeof name === "string" && name !== "" ? `${layout.path}/${name}.yaml` : null;
}

/**
 * The form of one draft file, from its kind's schema (content/'s layout), or of a new item of a
 * folder kind (`file` null: its slug names its file). A list file (widths, classifications, …)
 * is edited as one list of its items. Each save names the version it started from; a refusal
 * says who saved since.
 */
export function DraftEditor(props: {
  file: string | null;
  kind: string;
  raw: unknown;
  version: number | null;
  /** The choices of the kind's relations: a font's classification, an image's font, … */
  relations: Relations;
}) {
  const router = useRouter();
  const kind = props.kind as SourceKind;
  const layout = SOURCE_LAYOUT[kind];
  const isList = layout.shape === "list";
  const schema = useMemo(
    () => (isList ? z.object({ items: z.array(layout.schema) }) : layout.schema),
    [isList, layout.schema],
  );
  const fieldExtras = useMemo(() => extrasFor(schema), [schema]);
  const { relations } = props;
  const fieldOptions = useCallback(
    (name: string) => {
      const relation = relationOf(kind, isList ? name.replace(/^items\.\d+\./, "") : name);
      return relation ? relations[relation] : undefined;
    },
    [kind, isList, relations],
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
      const file = props.file ?? newFileOf(kind, values);
      if (!file) {
        const field = layout.shape === "folder" ? layout.fileNameField : "file";
        setErrors([{ field, message: `must be set: it names the new item's file` }]);
        return;
      }
      const result = await saveDraft({
        file,
        kind: props.kind,
        raw: isList ? values.items : values,
        basedOnVersion: version,
      });
      setErrors(result.errors.filter((error) => error.code !== "CONTENT_CHANGED"));
      setStale(result.errors.find((error) => error.code === "CONTENT_CHANGED")?.message ?? null);
      if (result.version !== null && props.file === null) {
        router.push(`/content/${file}?created=1`);
        return;
      }
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
        aria-label={props.file ? `Edit ${props.file}` : `New ${props.kind}`}
        fieldExtras={fieldExtras}
        fieldOptions={fieldOptions}
      />
    </>
  );
}
