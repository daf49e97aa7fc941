import { createPreviewRoutes } from "@meridian/next-config/preview-routes";
import { env } from "../../../../env";

/** Leaves a staff preview: draft mode off, back to the page. */
export const GET = createPreviewRoutes(env).exit;
