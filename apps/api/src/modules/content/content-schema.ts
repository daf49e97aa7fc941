import { loadSchemaSDL } from "@meridian/graphql/schema";
import { createSchema } from "graphql-yoga";
import type { QueryResolvers, Resolvers } from "../../generated/content-resolvers";
import type { EveryField } from "../../platform/graphql/every-field";
import type { ContentContext } from "./content-context";
import { blockTypes } from "./resolvers/block-types";
import { fontTypes } from "./resolvers/font-types";
import { itemTypes } from "./resolvers/item-types";
import { _allArchiveItemsMeta } from "./resolvers/Query/_allArchiveItemsMeta";
import { _allFontsInUseMeta } from "./resolvers/Query/_allFontsInUseMeta";
import { _allFontsMeta } from "./resolvers/Query/_allFontsMeta";
import { _allHomepageFontsMeta } from "./resolvers/Query/_allHomepageFontsMeta";
import { _allStudioWorksMeta } from "./resolvers/Query/_allStudioWorksMeta";
import { _site } from "./resolvers/Query/_site";
import { allArchiveItems } from "./resolvers/Query/allArchiveItems";
import { allCaseStudies } from "./resolvers/Query/allCaseStudies";
import { allClassifications } from "./resolvers/Query/allClassifications";
import { allCollaborationFonts } from "./resolvers/Query/allCollaborationFonts";
import { allCustomFonts } from "./resolvers/Query/allCustomFonts";
import { allFonts } from "./resolvers/Query/allFonts";
import { allFontsInUse } from "./resolvers/Query/allFontsInUse";
import { allFontsInUseCategories } from "./resolvers/Query/allFontsInUseCategories";
import { allHomepageFonts } from "./resolvers/Query/allHomepageFonts";
import { allInfoPages } from "./resolvers/Query/allInfoPages";
import { allModifiedFonts } from "./resolvers/Query/allModifiedFonts";
import { allOpentypeFeatures } from "./resolvers/Query/allOpentypeFeatures";
import { allPages } from "./resolvers/Query/allPages";
import { allProducts } from "./resolvers/Query/allProducts";
import { allStudioPages } from "./resolvers/Query/allStudioPages";
import { allStudioWorks } from "./resolvers/Query/allStudioWorks";
import { allUploadJobs } from "./resolvers/Query/allUploadJobs";
import { allWorkCategories } from "./resolvers/Query/allWorkCategories";
import { caseStudy } from "./resolvers/Query/caseStudy";
import { collaborationFont } from "./resolvers/Query/collaborationFont";
import { customFont } from "./resolvers/Query/customFont";
import { font } from "./resolvers/Query/font";
import { infoPage } from "./resolvers/Query/infoPage";
import { launcherSetup } from "./resolvers/Query/launcherSetup";
import { modifiedFont } from "./resolvers/Query/modifiedFont";
import { page } from "./resolvers/Query/page";
import { pageSeo } from "./resolvers/Query/pageSeo";
import { playgroundFont } from "./resolvers/Query/playgroundFont";
import { product } from "./resolvers/Query/product";
import { siteSetup } from "./resolvers/Query/siteSetup";
import { studioPage } from "./resolvers/Query/studioPage";
import { studioSetup } from "./resolvers/Query/studioSetup";
import { studioWork } from "./resolvers/Query/studioWork";
import { richTextScalar } from "./rich-text-scalar";

/** The content schema's root fields, one resolver file each (resolvers/Query/<field>.ts). */
const Query: EveryField<QueryResolvers> = {
  _site,
  siteSetup,
  pageSeo,
  allCustomFonts,
  customFont,
  allModifiedFonts,
  modifiedFont,
  allCaseStudies,
  caseStudy,
  allFontsInUse,
  _allFontsInUseMeta,
  allFontsInUseCategories,
  allInfoPages,
  infoPage,
  allPages,
  page,
  allProducts,
  product,
  allUploadJobs,
  font,
  allFonts,
  _allFontsMeta,
  allHomepageFonts,
  _allHomepageFontsMeta,
  playgroundFont,
  collaborationFont,
  allCollaborationFonts,
  allOpentypeFeatures,
  allClassifications,
  launcherSetup,
  studioSetup,
  studioWork,
  allStudioWorks,
  _allStudioWorksMeta,
  allWorkCategories,
  studioPage,
  allStudioPages,
  allArchiveItems,
  _allArchiveItemsMeta,
};

const resolvers: Resolvers = {
  RichText: richTextScalar,
  Query,
  ...fontTypes,
  ...itemTypes,
  ...blockTypes,
};

/** The executable content schema: the SDL of packages/graphql/schema/content with its resolvers. */
export function createContentSchema() {
  return createSchema<ContentContext>({ typeDefs: loadSchemaSDL("content"), resolvers });
}
