import { useId } from 'react';

/** A plain GET form choosing a sport (works without JavaScript; the page is rendered for the chosen one). */
export function SportFilter({
  action,
  sports,
  selected,
  label,
}: {
  action: string;
  sports: { value: string; label: string }[];
  selected: string;
  label: string;
}) {
  const id = useId();
  return (
    <form method="get" action={action} className="press-filter" aria-label={label}>
      <span>
        <label htmlFor={`${id}-sport`}>Sport</label>
        <select id={`${id}-sport`} name="sport" defaultValue={selected}>
          <option value="">All sports</option>
          {sports.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </span>
      <button type="submit" className="button button-primary">
        Show
      </button>
    </form>
  );
}
