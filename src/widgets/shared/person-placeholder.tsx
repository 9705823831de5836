import { initialsOf } from './initials.ts';

/**
 * A person without a photo (spec 3: image is optional): a silhouette with their initials, drawn inline in the page
 * (no request, no empty box), at the photo's 3:4 size. Decorative: the name is always written beside it.
 */
export function PersonPlaceholder({
  name,
  className,
  width,
  height,
  fluid = false,
}: {
  name: string;
  className?: string;
  width: number;
  height: number;
  fluid?: boolean;
}) {
  return (
    <svg
      className={className}
      viewBox="0 0 300 400"
      width={width}
      height={height}
      aria-hidden="true"
      focusable="false"
      style={fluid ? { width: '100%', height: 'auto' } : undefined}
    >
      <rect width="300" height="400" fill="#dfe5ee" />
      <circle cx="150" cy="150" r="66" fill="#b9c4d3" />
      <path d="M26 400C26 304 80 240 150 240S274 304 274 400z" fill="#b9c4d3" />
      <text x="150" y="352" textAnchor="middle" fontFamily="system-ui, sans-serif" fontWeight="700" fontSize="64" fill="#1d3557">
        {initialsOf(name)}
      </text>
    </svg>
  );
}
