/**
 * Contact and trial downloads (`trials/`)
 */
export {
  deleteTrialArchivesBefore,
  registerEnquiryJobs,
  TRIAL_LINK_DAYS,
} from "./enquiries-service";
export { serveTrialDownload, TRIAL_DOWNLOAD_PREFIX } from "./trials/trial-download-route";
