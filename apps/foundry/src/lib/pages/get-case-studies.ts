import "server-only";
import {
  AllCaseStudiesDocument,
  type CaseStudyCardFragment,
  CaseStudyDocument,
  type CaseStudyQuery,
} from "@meridian/graphql/content";
import { cache } from "react";
import { readContent } from "../content/read-content";

export type CaseStudyData = NonNullable<CaseStudyQuery["caseStudy"]>;

export const getCaseStudies = cache(async (): Promise<CaseStudyCardFragment[]> => {
  const { allCaseStudies } = await readContent(AllCaseStudiesDocument);
  return allCaseStudies;
});

export const getCaseStudy = cache(async (slug: string): Promise<CaseStudyData | null> => {
  const { caseStudy } = await readContent(CaseStudyDocument, { slug });
  return caseStudy;
});
