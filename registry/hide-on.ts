// Where a widget can be hidden, apart from the common props' schema (common-props.ts): the page's widget slots
// read it in every visitor bundle, which must not carry a schema library for one class name.

/** Where a widget can be hidden: phones below 768 px, desktops from 1024 px (spec 9 breakpoints). */
export const HIDE_ON = ['phones', 'desktops'] as const;
export type HideOn = (typeof HIDE_ON)[number];

/** The class that hides a widget's slot at that width (widgets.css). */
export function hideOnClass(props: Record<string, unknown>): string | null {
  const hideOn = props.hideOn;
  return (HIDE_ON as readonly unknown[]).includes(hideOn) ? `hide-on-${hideOn as HideOn}` : null;
}
