import { registerAccountJobs } from "../accounts/password-reset-service";
import { registerEnquiryJobs } from "../enquiries/enquiries-service";
import { createJobRegistry, type JobRegistry } from "../jobs/job-registry";
import { registerMailJobs } from "../jobs/send-mail";

/** Every job kind of the API. A module with jobs adds its register function here. */
export function createApiJobRegistry(): JobRegistry {
  const registry = createJobRegistry();
  registerMailJobs(registry);
  registerAccountJobs(registry);
  registerEnquiryJobs(registry);
  return registry;
}
