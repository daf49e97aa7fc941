/**
 * The content service (`/content/graphql`)
 */
export { createContentService } from "./content-service";
