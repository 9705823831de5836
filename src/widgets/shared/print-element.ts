/** spec 9: the print window prints this long after it opens (its stylesheets and images load meanwhile). */
export const PRINT_DELAY_MS = 1500;

/** spec 8: logged when the element to print is not on the page. */
export function printNotFoundMessage(id: string): string {
  return `Element to print #${id} not found!`;
}

interface PrintOptions {
  doc?: Document;
  open?: (url: string, target: string, features: string) => Window | null;
  delayMs?: number;
}

/**
 * spec 2.7 print helper: opens a new window holding only the chosen element (with the page's own stylesheets, so
 * it prints as it looks), prints it after 1.5 s and closes it. Answers the window, or null when the element is
 * missing (logged) or the browser blocked the window.
 */
export function printElement(
  id: string,
  { doc = document, open = (u, t, f) => window.open(u, t, f), delayMs = PRINT_DELAY_MS }: PrintOptions = {},
): Window | null {
  const element = doc.getElementById(id);
  if (!element) {
    console.error(printNotFoundMessage(id));
    return null;
  }
  // Not "noopener": the helper writes into the new (same-origin, blank) window.
  const win = open('', '_blank', 'popup,width=900,height=700');
  if (!win) return null;
  const target = win.document;
  target.documentElement.lang = doc.documentElement.lang || 'en';
  target.title = doc.title;
  for (const style of doc.querySelectorAll('link[rel="stylesheet"], style')) target.head.append(target.importNode(style, true));
  const main = target.createElement('main');
  main.className = 'print-window';
  main.append(target.importNode(element, true));
  target.body.replaceChildren(main);
  win.setTimeout(() => {
    win.focus();
    win.print();
    win.close();
  }, delayMs);
  return win;
}
