export type { ReportBreadcrumb, ReportEvent } from "./report-event";
export { API_RULES, type ReportRules, SITE_RULES } from "./report-rules";
export { scrubBreadcrumb, scrubEvent } from "./scrub-event";
export { FILTERED, isPersonalKey, scrubText, scrubUrl, scrubValue } from "./scrub-text";
