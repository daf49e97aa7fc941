import { registerAccountJobs } from "../modules/accounts";
import { registerEnquiryJobs } from "../modules/enquiries";
import { registerOrderJobs } from "../modules/orders";
import { registerFontUploadJobs } from "../modules/publishing";
import { createJobRegistry, type JobRegistry } from "../platform/jobs/job-registry";
import { registerMailJobs } from "../platform/jobs/send-mail";

/** Every job kind of the API. A module with jobs adds its register function here. */
export function createApiJobRegistry(): JobRegistry {
  const registry = createJobRegistry();
  registerMailJobs(registry);
  registerAccountJobs(registry);
  registerEnquiryJobs(registry);
  registerOrderJobs(registry);
  registerFontUploadJobs(registry);
  return registry;
}
