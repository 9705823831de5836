import type { WidgetComponentProps } from '#registry/define-widget.ts';
import type { TagListData, TagListProps } from './tag-list.schema.ts';
import { SmartLink } from '#src/chrome/smart-link.tsx';
import '../shared/tags.css';

/** spec 2.1 /tags: every tag with how much carries it. */
export default function TagList({ data, id }: WidgetComponentProps<TagListProps, TagListData>) {
  return (
    <section className="tag-list container" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="visually-hidden">
        All tags
      </h3>
      {data.tags.length === 0 ? <p className="empty-state">No tags yet.</p> : null}
      <ul className="tag-cloud">
        {data.tags.map((tag) => (
          <li key={tag.slug}>
            <SmartLink href={tag.href}>
              {tag.name}{' '}
              <span className="tag-count">
                ({tag.count}
                <span className="visually-hidden"> items</span>)
              </span>
            </SmartLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
