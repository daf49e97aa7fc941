import { registerAccountJobs } from "../accounts/password-reset-service";
import { registerEnquiryJobs } from "../enquiries/enquiries-service";
import { registerMailJobs } from "../mail/send-mail";
import { createJobRegistry, type JobRegistry } from "./job-registry";

/** Every job kind of the API. A module with jobs adds its register function here. */
export function createApiJobRegistry(): JobRegistry {
  const registry = createJobRegistry();
  registerMailJobs(registry);
  registerAccountJobs(registry);
  registerEnquiryJobs(registry);
  return registry;
}
