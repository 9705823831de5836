import type { ReactNode } from 'react';

/** Text for assistive technology only; the `.visually-hidden` rule lives in src/styles/app.css. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="visually-hidden">{children}</span>;
}

/** spec 2.5: every link that opens a new window says so. */
export function NewWindowNote() {
  return <VisuallyHidden> (opens in a new window)</VisuallyHidden>;
}
