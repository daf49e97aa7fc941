import { defineAdminConfig } from "@meridian/e2e/admin-config";

export default defineAdminConfig();
