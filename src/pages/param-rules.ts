/** Param rules shared by page routes (spec 2.1): a failed rule is 404 "Page Not Found: {path}" (spec 8). */
export const SEASON = /^\d{4}(-\d{2})?$/;
export const NUMERIC_ID = /^\d+$/;
export const YEAR = /^\d{4}$/;
export const MONTH_OR_DAY = /^\d{1,2}$/;
/** Lower-case words joined by dashes (publication and tag slugs). */
export const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
