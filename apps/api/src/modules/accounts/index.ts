/**
 * Registration, login, sessions, password reset, details
 *
 * The API's authentication and the download links ask whether a session is still live; the
 * staff's sign-in checks its passwords under the same failure caps.
 */
export { checkPasswordWithinFailureCap } from "./accounts-service";
export { registerAccountJobs } from "./password-reset-service";
export { findSession } from "./sessions";
