import type { QueryResolvers } from "../../../../generated/content-resolvers";
import { matches } from "../../collection";

export const allUploadJobs: NonNullable<QueryResolvers["allUploadJobs"]> = (
  _,
  { filter },
  { view },
) => view.store.uploadJobs.filter((job) => matches(job.status, filter?.status));
