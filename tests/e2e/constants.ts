export const E2E_STAFF_TOKEN = 'e2e-staff-token-0123456789';
export const E2E_SITE_NOW = '2026-11-21T12:00:00-05:00';
export const TENANT = 'northfield';
