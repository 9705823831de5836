import type { ImageSourceRule } from '#schemas/html/image-sources.ts';

/** What the admin API needs from this browser: the tenant, and the session's CSRF token for changes. */
export interface AdminRequest {
  tenant: string;
  csrfToken: string | null;
}

export interface StoredImage {
  src: string;
  alt: string;
  type: string;
  size: number;
  updatedAt: string;
}

/** The upload's limits, as the server enforces them (src/server/api/routes/admin-images.server.ts). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export const MAX_IMAGE_MB = 20;

async function answer<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
  if (!response.ok) throw new Error(body?.error?.message ?? `The server answered ${response.status}`);
  return body as T;
}

/** The stored images matching `q`, and the hosts besides this site images may come from (IMAGE_HOSTS). */
export async function listImages(
  request: AdminRequest,
  q: string,
  signal?: AbortSignal,
): Promise<{ images: StoredImage[]; imageHosts: string[] }> {
  const response = await fetch(`/api/v2/admin/images?q=${encodeURIComponent(q)}`, {
    headers: { tenant: request.tenant, accept: 'application/json' },
    credentials: 'same-origin',
    signal,
  });
  return answer(response);
}

/** Sends the file's bytes as they are; the server decides what they are by reading them. */
export async function uploadImage(request: AdminRequest, file: File, alt: string): Promise<StoredImage> {
  const headers: Record<string, string> = {
    tenant: request.tenant,
    accept: 'application/json',
    'content-type': 'application/octet-stream',
  };
  if (request.csrfToken) headers['X-CSRF-Token'] = request.csrfToken;
  const response = await fetch(`/api/v2/admin/images?${new URLSearchParams({ name: file.name, alt })}`, {
    method: 'POST',
    headers,
    body: file,
    credentials: 'same-origin',
  });
  return answer(response);
}

/** This site as the browser sees it, plus IMAGE_HOSTS once the server has named them. */
export function imageRuleOf(imageHosts: readonly string[]): ImageSourceRule {
  return { siteHost: typeof window === 'undefined' ? null : window.location.host, imageHosts };
}
