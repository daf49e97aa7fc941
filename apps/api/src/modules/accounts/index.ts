/**
 * Registration, login, sessions, password reset, details
 *
 * The API's authentication and the download links ask whether a session is still live.
 */
export { registerAccountJobs } from "./password-reset-service";
export { findSession } from "./sessions";
