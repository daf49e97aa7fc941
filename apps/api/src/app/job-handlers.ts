import { registerAccountJobs } from "../modules/accounts/password-reset-service";
import { registerEnquiryJobs } from "../modules/enquiries/enquiries-service";
import { registerOrderJobs } from "../modules/orders/order-confirmation-mail";
import { createJobRegistry, type JobRegistry } from "../platform/jobs/job-registry";
import { registerMailJobs } from "../platform/jobs/send-mail";

/** Every job kind of the API. A module with jobs adds its register function here. */
export function createApiJobRegistry(): JobRegistry {
  const registry = createJobRegistry();
  registerMailJobs(registry);
  registerAccountJobs(registry);
  registerEnquiryJobs(registry);
  registerOrderJobs(registry);
  return registry;
}
