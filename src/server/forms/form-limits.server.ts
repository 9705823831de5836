import type { ApiRequest } from '../api/types.server.ts';
import { clientAddress, RateLimiter } from './rate-limit.server.ts';

/**
 * Form posts per form and minute (spec 6 asks nothing; bots and stadiums do). Thousands of fans share a few
 * addresses on stadium Wi-Fi and carrier NAT, so the tight limit is per browser (the signed fan cookie) and the
 * address only has a wide one: 2,000 fans behind 5 addresses all get through, one browser flooding a form is
 * stopped after 5, and a client that drops its cookie is bounded by the address limit alone.
 */
export const FORM_POST_LIMITS = { perBrowser: 5, perAddress: 600, windowMs: 60_000 } as const;

/**
 * Access-code attempts per protected form and minute: as many per browser as posts, and per address at most 30
 * wrong codes (a right one is given back), so a guesser who drops cookies still gets few tries; every attempt
 * costs a scrypt hash, hence the address bound on all of them too.
 */
export const ACCESS_CODE_LIMITS = { perBrowser: 5, perAddress: 600, wrongPerAddress: 30, windowMs: 60_000 } as const;

const { windowMs } = FORM_POST_LIMITS;
const postsPerBrowser = new RateLimiter('form-post-browser', FORM_POST_LIMITS.perBrowser, windowMs);
const postsPerAddress = new RateLimiter('form-post-address', FORM_POST_LIMITS.perAddress, windowMs);
const codesPerBrowser = new RateLimiter('form-code-browser', ACCESS_CODE_LIMITS.perBrowser, windowMs);
const codesPerAddress = new RateLimiter('form-code-address', ACCESS_CODE_LIMITS.perAddress, windowMs);
const wrongCodesPerAddress = new RateLimiter('form-code-wrong', ACCESS_CODE_LIMITS.wrongPerAddress, windowMs);

const formKey = (req: ApiRequest, formId: number) => `${req.tenant}:${formId}`;
const addressKey = (req: ApiRequest, formId: number) => `${formKey(req, formId)}:${clientAddress(req.request)}`;

/**
 * Counts one post to a form; the seconds to wait, or 0. The browser's own limit is checked first, so a flooding
 * browser that keeps its cookie does not use up the address's allowance that its neighbours share.
 */
export async function formPostWait(req: ApiRequest, formId: number, fanId: string | null, now = Date.now()): Promise<number> {
  if (fanId) {
    const wait = await postsPerBrowser.hit(req.store, `${formKey(req, formId)}:${fanId}`, now);
    if (wait > 0) return wait;
  }
  return postsPerAddress.hit(req.store, addressKey(req, formId), now);
}

/** Counts one access-code attempt (see ACCESS_CODE_LIMITS); the seconds to wait, or 0. */
export async function accessCodeWait(req: ApiRequest, formId: number, fanId: string | null, now = Date.now()): Promise<number> {
  if (fanId) {
    const wait = await codesPerBrowser.hit(req.store, `${formKey(req, formId)}:${fanId}`, now);
    if (wait > 0) return wait;
  }
  const wait = await codesPerAddress.hit(req.store, addressKey(req, formId), now);
  return wait > 0 ? wait : wrongCodesPerAddress.hit(req.store, addressKey(req, formId), now);
}

/** A right access code does not use up the address's allowance of wrong ones. */
export async function refundRightCode(req: ApiRequest, formId: number): Promise<void> {
  await wrongCodesPerAddress.refund(req.store, addressKey(req, formId));
}
