/**
 * Bought fonts' ZIPs, licence texts, certificates, web kits
 */
export { createDownloadRoute } from "./download-route";
export { signDownloadToken } from "./download-token";
export { fontLicenceText } from "./font-licence-text";
