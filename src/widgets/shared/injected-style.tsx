import { checkCss } from '#schemas/injection.ts';

/**
 * A stylesheet the page injects (React style resource: one per `href`, hoisted into the head). Content with a
 * script tag is refused (spec 5, 8 "That is not css"): logged, and nothing is injected.
 */
export function InjectedStyle({ href, precedence, css }: { href: string; precedence: string; css: string }) {
  const checked = checkCss(css);
  if (!checked.ok) {
    console.error(`[style] ${href}: ${checked.error}`);
    return null;
  }
  return (
    <style href={href} precedence={precedence}>
      {checked.css}
    </style>
  );
}
