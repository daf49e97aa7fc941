"use client";

import { useState } from "react";
import { useFormContext } from "react-hook-form";
import * as styles from "./FontFileUpload.css";

interface Upload {
  id: string;
  fileName: string;
  path: string;
  status: "PENDING" | "COMPLETE" | "FAILED";
  error: string | null;
  data: {
    familyName: string;
    styleName: string;
    glyphCount: number;
    features: string[];
    axes: { tag: string; min: number; max: number }[];
    languages: string[];
  } | null;
}

type Shown =
  | { state: "idle" }
  | { state: "sending"; fileName: string }
  | { state: "upload"; upload: Upload }
  | { state: "refused"; message: string };

const POLL_MS = 500;

async function send(
  file: File,
): Promise<{ ok: true; upload: Upload } | { ok: false; message: string }> {
  const response = await fetch(`/api/font-uploads?name=${encodeURIComponent(file.name)}`, {
    method: "POST",
    headers: { "content-type": "application/octet-stream" },
    body: file,
  });
  const body = (await response.json().catch(() => ({}))) as { upload?: Upload; error?: string };
  // The API's upload route says the status in lower case; its GraphQL, as an enum.
  if (body.upload) {
    return {
      ok: true,
      upload: { ...body.upload, status: body.upload.status.toUpperCase() as Upload["status"] },
    };
  }
  return { ok: false, message: body.error ?? `The upload was refused (HTTP ${response.status}).` };
}

async function processed(id: string): Promise<Upload> {
  for (;;) {
    const response = await fetch(`/api/font-uploads?id=${id}`, { cache: "no-store" });
    const { uploads } = (await response.json()) as { uploads: Upload[] };
    const upload = uploads[0];
    if (!upload) throw new Error("The upload is gone.");
    if (upload.status !== "PENDING") return upload;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * A style's font file, uploaded (OTF, TTF or WOFF2; chosen or dropped): it shows each step of its
 * processing (sent, processing, then ready with what was read from it, or failed with the
 * reason) and, once ready, puts the upload's path in the style's File field. A failed upload
 * leaves the field as it was.
 */
export function FontFileUpload({ name }: { name: string }) {
  const { setValue } = useFormContext();
  const [shown, setShown] = useState<Shown>({ state: "idle" });
  const [over, setOver] = useState(false);

  async function upload(file: File | undefined) {
    if (!file) return;
    setShown({ state: "sending", fileName: file.name });
    const sent = await send(file);
    if (!sent.ok) {
      setShown({ state: "refused", message: sent.message });
      return;
    }
    setShown({ state: "upload", upload: sent.upload });
    const done = await processed(sent.upload.id);
    setShown({ state: "upload", upload: done });
    if (done.status === "COMPLETE") setValue(name, done.path, { shouldDirty: true });
  }

  const inputId = `${name}-upload`;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping only adds to the file input inside, which the keyboard reaches
    <div
      className={over ? `${styles.zone} ${styles.over}` : styles.zone}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        void upload(event.dataTransfer.files[0]);
      }}
    >
      <label htmlFor={inputId}>Upload a font file (OTF, TTF or WOFF2), or drop it here</label>
      <input
        id={inputId}
        type="file"
        accept=".otf,.ttf,.woff2,font/otf,font/ttf,font/woff2"
        onChange={(event) => void upload(event.currentTarget.files?.[0])}
      />
      <UploadState shown={shown} />
    </div>
  );
}

function UploadState({ shown }: { shown: Shown }) {
  if (shown.state === "idle") return null;
  if (shown.state === "sending") return <p role="status">Sending {shown.fileName}…</p>;
  if (shown.state === "refused") {
    return (
      <p role="alert" className={styles.failed}>
        {shown.message}
      </p>
    );
  }
  const { upload } = shown;
  if (upload.status === "PENDING") return <p role="status">{upload.fileName}: processing…</p>;
  if (upload.status === "FAILED") {
    return (
      <p role="alert" className={styles.failed}>
        {upload.fileName} could not be processed: {upload.error}
      </p>
    );
  }
  const data = upload.data!;
  return (
    <p role="status">
      {upload.fileName} is ready: {data.familyName} {data.styleName}, {data.glyphCount} glyphs,{" "}
      {data.features.length} features
      {data.axes.length > 0 &&
        `, axes ${data.axes.map((axis) => `${axis.tag} ${axis.min}–${axis.max}`).join(", ")}`}
      , {data.languages.length} languages.
    </p>
  );
}
