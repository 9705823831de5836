import { memo, useId, useMemo, useState, type CSSProperties } from 'react';
import type { WidgetComponentProps } from '#registry/define-widget.ts';
import { filterGroups, type StaffDirectoryData, type StaffDirectoryProps } from './staff-directory.schema.ts';
import type { DirectoryPerson } from '../shared/staff.ts';

type Group = StaffDirectoryData['groups'][number];
import { SmartLink } from '#src/chrome/smart-link.tsx';
import './staff-directory.css';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
const peopleCount = (n: number) => (n === 1 ? '1 staff member' : `${n} staff members`);

/** Rows stay mounted while the filter narrows (hidden, not removed): a keystroke re-renders only rows that change. */
const Row = memo(function Row({ person, photos, hidden }: { person: DirectoryPerson; photos: boolean; hidden: boolean }) {
  return (
    <tr hidden={hidden}>
      {photos ? (
        <td className="staff-photo">
          {person.image ? <img src={person.image.url} alt="" width={48} height={64} loading="lazy" decoding="async" /> : null}
        </td>
      ) : null}
      <th scope="row">
        <SmartLink href={person.url}>{person.name}</SmartLink>
      </th>
      <td>{person.title}</td>
      <td>{person.phone ? <a href={telHref(person.phone)}>{person.phone}</a> : null}</td>
      <td>{person.email ? <a href={`mailto:${person.email}`}>{person.email}</a> : null}</td>
    </tr>
  );
});

function GroupTable({
  group,
  shown,
  photos,
  headingId,
}: {
  group: Group;
  shown: ReadonlySet<number> | null;
  photos: boolean;
  headingId: string;
}) {
  const visible = shown === null || group.people.some((p) => shown.has(p.id));
  return (
    <section
      aria-labelledby={headingId}
      className="staff-group"
      hidden={!visible}
      // The off-screen placeholder's height is reckoned from the rows (decision 0020).
      style={{ '--staff-rows': group.people.length } as CSSProperties}
    >
      <h3 id={headingId}>{group.url && photos ? <SmartLink href={group.url}>{group.name}</SmartLink> : group.name}</h3>
      <table className="staff-table">
        <caption className="visually-hidden">{group.name}: name, title, phone and email</caption>
        <thead>
          <tr>
            {photos ? (
              <th scope="col">
                <span className="visually-hidden">Photo</span>
              </th>
            ) : null}
            <th scope="col">Name</th>
            <th scope="col">Title</th>
            <th scope="col">Phone</th>
            <th scope="col">Email</th>
          </tr>
        </thead>
        <tbody>
          {group.people.map((p) => (
            <Row key={p.id} person={p} photos={photos} hidden={shown !== null && !shown.has(p.id)} />
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * spec 2.1 staff directory: everyone by department in the school's order, then each sport's coaches.
 * The filter is a plain GET form (`?q=`), so it works without JavaScript; with it, the list narrows as you type
 * and the count is announced. The print variant is the compact, photo-free list of the fullscreen print page.
 */
export default function StaffDirectory({ data, props }: WidgetComponentProps<StaffDirectoryProps, StaffDirectoryData>) {
  const id = useId();
  const [query, setQuery] = useState(data.query);
  const { groups, count } = useMemo(() => filterGroups(data.groups, query), [data.groups, query]);
  // Who matches, by id; null: no filter (everyone shows).
  const shown = useMemo(() => (query.trim() ? new Set(groups.flatMap((g) => g.people.map((p) => p.id))) : null), [groups, query]);
  const print = props.variant === 'print';
  return (
    <section className={print ? 'staff-directory staff-directory-print' : 'staff-directory container'} aria-labelledby={`${id}-status`}>
      {print ? null : (
        <form
          method="get"
          action={data.action}
          className="staff-filter"
          role="search"
          aria-label="Staff directory"
          onSubmit={(e) => e.preventDefault()}
        >
          <label htmlFor={`${id}-q`}>Filter by name, title or department</label>
          <input
            id={`${id}-q`}
            name="q"
            type="search"
            value={query}
            maxLength={100}
            autoComplete="off"
            onChange={(e) => setQuery(e.target.value)}
          />
          <button type="submit" className="button button-primary">
            Filter
          </button>
          <SmartLink href={data.printUrl} className="staff-print-link">
            Print directory
          </SmartLink>
        </form>
      )}
      <p id={`${id}-status`} role="status" className={print ? 'visually-hidden' : undefined}>
        {query.trim() ? `${peopleCount(count)} match “${query.trim()}”` : peopleCount(count)}
      </p>
      {groups.length === 0 ? <p>No one matches. Try part of a name or a title, such as “ticket”.</p> : null}
      {data.groups.map((g, i) => (
        <GroupTable key={g.name} group={g} shown={shown} photos={!print} headingId={`${id}-g${i}`} />
      ))}
    </section>
  );
}
