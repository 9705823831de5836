/** Same props, whatever the order of their keys (rjsf orders them as the schema does). */
export function sameProps(a: unknown, b: unknown): boolean {
  const stable = (value: unknown): unknown =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.entries(value)
            .filter(([, v]) => v !== undefined)
            .sort(([x], [y]) => x.localeCompare(y))
            .map(([k, v]) => [k, stable(v)]),
        )
      : Array.isArray(value)
        ? value.map(stable)
        : value;
  return JSON.stringify(stable(a)) === JSON.stringify(stable(b));
}
