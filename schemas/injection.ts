// spec 5 validation of what the site injects into its pages: custom styles and links. Pure, for server and browser.

/** spec 8: the error of style content that carries a script tag. */
export const NOT_CSS_MESSAGE = 'That is not css';

// A script tag (opening or closing, any case or spacing) is not CSS; neither is a closing style tag, which would
// end the <style> element early and let the rest be read as HTML.
const NOT_CSS = /<\s*\/?\s*script\b|<\s*\/\s*style\b/i;

/** spec 5: style injection is rejected when the content contains a script tag. */
export function checkCss(content: string): { ok: true; css: string } | { ok: false; error: typeof NOT_CSS_MESSAGE } {
  return NOT_CSS.test(content) ? { ok: false, error: NOT_CSS_MESSAGE } : { ok: true, css: content };
}

/** spec 5: a URL is valid only if it is an http or https URL (no javascript:, data:, protocol-relative or bare). */
export function isValidUrl(url: string): boolean {
  if (!/^https?:\/\//i.test(url.trim())) return false;
  try {
    const parsed = new URL(url.trim());
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== '';
  } catch {
    return false;
  }
}
