/** Joins the truthy class names; undefined when none, so no empty class attribute is rendered. */
export function cx(...names: (string | null | undefined | false)[]): string | undefined {
  const joined = names.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}
