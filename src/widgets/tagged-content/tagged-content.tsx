import type { WidgetComponentProps } from '#registry/define-widget.ts';
import type { TaggedContentData, TaggedContentProps } from './tagged-content.schema.ts';
import { SmartLink } from '#src/chrome/smart-link.tsx';
import { PageLinks } from '../shared/page-links.tsx';
import { StoryCard } from '../shared/story-card.tsx';
import '../shared/tags.css';

/** spec 2.1 /tags/{tag}/{sport?}: what carries the tag, stories in pages (plain links), players on the first page. */
export default function TaggedContent({ data, id }: WidgetComponentProps<TaggedContentProps, TaggedContentData>) {
  return (
    <section className="tagged-content container" aria-labelledby={`${id}-stories`}>
      {data.tag.description ? <p className="tag-description">{data.tag.description}</p> : null}
      {data.sportLinks.length > 2 ? (
        <nav aria-label="Sports" className="tagged-sports">
          <ul>
            {data.sportLinks.map((link) => (
              <li key={link.href}>
                <SmartLink href={link.href} aria-current={link.current ? 'page' : undefined}>
                  {link.label}
                </SmartLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {data.players.length > 0 ? (
        <section aria-labelledby={`${id}-players`}>
          <h3 id={`${id}-players`}>Players ({data.players.length})</h3>
          <ul className="tagged-players">
            {data.players.map((p) => (
              <li key={p.url}>
                <SmartLink href={p.url}>{p.name}</SmartLink> <span className="tag-count">{p.detail}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <h3 id={`${id}-stories`}>Stories ({data.storyTotal})</h3>
      {data.stories.length === 0 ? (
        <p className="empty-state">
          {data.storyTotal > 0
            ? 'This page is past the last one.'
            : `No stories are tagged ${data.tag.name}${data.sport ? ` in ${data.sport.title}` : ''} yet.`}
        </p>
      ) : (
        <ul className="tagged-stories">
          {data.stories.map((story) => (
            <li key={story.id}>
              <StoryCard story={story} featured={false} headingLevel={4} />
            </li>
          ))}
        </ul>
      )}
      <PageLinks label="Story pages" {...data.page} prevText="Newer stories" nextText="Older stories" />
    </section>
  );
}
