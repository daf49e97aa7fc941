"use server";

import { staffApi, type UserError } from "./staff-api";

export type ImagePreviewState =
  | { image: { dataUrl: string; width: number; height: number }; problem: null }
  | { image: null; problem: string };

/** An image source drawn as the build will draw it, for placing its focal point. */
export async function previewImage(source: unknown): Promise<ImagePreviewState> {
  const { imagePreview } = await staffApi<{
    imagePreview: {
      errors: UserError[];
      image: { dataUrl: string; width: number; height: number } | null;
    };
  }>(
    `query ($source: JSON!) {
      imagePreview(source: $source) { errors { code field message } image { dataUrl width height } }
    }`,
    { source },
  );
  if (imagePreview.image) return { image: imagePreview.image, problem: null };
  const [error] = imagePreview.errors;
  return {
    image: null,
    problem: error
      ? `${error.field ? `${error.field}: ` : ""}${error.message}`
      : "It cannot be drawn.",
  };
}
