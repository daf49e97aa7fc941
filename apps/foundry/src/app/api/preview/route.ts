import { createPreviewRoutes } from "@meridian/next-config/preview-routes";
import { env } from "@/env";

/** Opens a staff preview: draft mode on, then the page (ADR 0038). */
export const GET = createPreviewRoutes(env).enter;
