import "server-only";
import { createContentReader } from "@meridian/next-config/content-reader";
import { env } from "../../env";

/** Reads the content service from server components and route handlers (ADR 0007). */
export const readContent = createContentReader(env);
