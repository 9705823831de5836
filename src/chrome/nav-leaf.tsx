import type { NavColumnSchema, NavLeaf, NavLink } from '#schemas/entities/navigation.ts';
import type * as z from 'zod/mini';
import { cx } from './class-names.ts';
import { SmartLink } from './smart-link.tsx';
import { VisuallyHidden } from './visually-hidden.tsx';

type NavColumn = z.infer<typeof NavColumnSchema>;

/** Columns in their editor order (spec 3: each column carries its number). */
export function sortedColumns(columns: NavColumn[]): NavColumn[] {
  return [...columns].sort((a, b) => a.column - b.column);
}

/** A nav entry's title: a link when it has a url, plain text (a group label) otherwise. */
export function NavTitle({ item, className }: { item: NavLeaf; className?: string }) {
  if (!item.url) return <span className={cx(className, 'nav-label')}>{item.title}</span>;
  return (
    <SmartLink href={item.url} newWindow={item.open_in_new_window} className={className}>
      {item.title}
    </SmartLink>
  );
}

/**
 * Short links after an entry ("Schedule", "Roster", "News", social). With an owner, its title is added for
 * screen readers so "Schedule" says whose schedule it is.
 */
export function QuickLinks({ owner, links, className }: { owner?: string; links: NavLink[]; className: string }) {
  if (links.length === 0) return null;
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={`${link.title}-${link.url}`} className={link.class_name ?? undefined}>
          <SmartLink href={link.url}>
            {/* The space sits outside the hidden span: accessible-name algorithms trim inside inline elements. */}
            {owner ? <VisuallyHidden>{owner}</VisuallyHidden> : null} {link.title}
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}

/** One entry of a mega-menu column or of a mobile sub-list (spec 3 Navigation item). */
export function NavLeafItem({ leaf }: { leaf: NavLeaf }) {
  return (
    <li className={cx('nav-leaf', leaf.class_name, leaf.separator && 'nav-separator')}>
      <NavTitle item={leaf} className="nav-leaf-link" />
      <QuickLinks owner={leaf.title} links={leaf.schedule_roster_news_links} className="nav-quick-links" />
      <QuickLinks owner={leaf.title} links={leaf.social_media_links} className="nav-social-links" />
    </li>
  );
}

/** The columns of a level-1 item, as nested lists. */
export function NavColumns({ columns }: { columns: NavColumn[] }) {
  return (
    <div className="nav-columns">
      {sortedColumns(columns).map((col) => (
        <ul key={col.column} className="nav-column">
          {col.items.map((leaf) => (
            <NavLeafItem key={leaf.id} leaf={leaf} />
          ))}
        </ul>
      ))}
    </div>
  );
}
