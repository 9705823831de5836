/** The machine credential (Bearer) of the e2e server. */
export const E2E_STAFF_TOKEN = 'e2e-staff-token-0123456789';
/** The e2e server's first admin, created at start from ADMIN_USERNAME and ADMIN_PASSWORD. */
export const E2E_STAFF_USERNAME = 'e2e-admin';
export const E2E_STAFF_PASSWORD = 'e2e-admin-password-0123';
export const E2E_SITE_NOW = '2026-11-21T12:00:00-05:00';
export const TENANT = 'northfield';
