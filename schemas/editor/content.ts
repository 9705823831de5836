// Alerts, promotions and splash pages as the editor and the admin content API both name them.

export type ContentKindName = 'alerts' | 'promotions' | 'splash';

/** One of a kind in words: "alert", "splash page" (the 409 message, the editor's buttons and lists). */
export const CONTENT_NOUN: Record<ContentKindName, string> = { alerts: 'alert', promotions: 'promotion', splash: 'splash page' };
