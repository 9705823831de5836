/**
 * Values derived from stored content (parsed sports, navigation, settings) computed once per content version:
 * every write bumps the tenant's version, so a stale value is never returned. Only committed reads are kept:
 * repositories inside a transaction get no memo.
 */
const MAX_MEMO_ENTRIES = 2000;

export class ContentMemo {
  private readonly version: (tenant: string) => Promise<number>;
  private readonly values = new Map<string, { version: number; value: Promise<unknown> }>();

  constructor(version: (tenant: string) => Promise<number>) {
    this.version = version;
  }

  async cached<T>(tenant: string, key: string, compute: () => Promise<T>): Promise<T> {
    const version = await this.version(tenant);
    const memoKey = `${tenant}|${key}`;
    const hit = this.values.get(memoKey);
    if (hit && hit.version === version) return hit.value as Promise<T>;
    // The promise is kept, so requests arriving while it is computed share it; a failure is not kept.
    const value = compute();
    // Newest last: past MAX_MEMO_ENTRIES keys (counts of lists filtered by any sport id a client asks for), the
    // longest unwritten goes.
    this.values.delete(memoKey);
    this.values.set(memoKey, { version, value });
    if (this.values.size > MAX_MEMO_ENTRIES) this.values.delete(this.values.keys().next().value!);
    value.catch(() => {
      if (this.values.get(memoKey)?.value === value) this.values.delete(memoKey);
    });
    return value;
  }
}

/** A repository's memo, or none (inside a transaction: compute from what the transaction sees). */
export function memoized<T>(memo: ContentMemo | null, tenant: string, key: string, compute: () => Promise<T>): Promise<T> {
  return memo ? memo.cached(tenant, key, compute) : compute();
}
