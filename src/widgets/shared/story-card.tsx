import { SmartLink } from '#src/chrome/smart-link.tsx';
import type { StoryCard as StoryCardData } from './story-card.schema.ts';
import { formatDate } from './format.ts';

export function StoryCard({ story, featured, headingLevel }: { story: StoryCardData; featured: boolean; headingLevel: 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={featured ? 'story-card story-card-featured' : 'story-card'}>
      {story.image ? (
        <img
          className="story-card-image"
          src={story.image.url}
          alt={story.image.alt}
          width={story.image.width ?? 640}
          height={story.image.height ?? 360}
          loading={featured ? 'eager' : 'lazy'}
          decoding="async"
        />
      ) : null}
      <div className="story-card-body">
        {story.sport ? <p className="story-card-sport">{story.sport.title}</p> : null}
        <Heading className="story-card-title">
          <SmartLink href={story.url}>{story.title}</SmartLink>
        </Heading>
        <p className="story-card-date">
          <time dateTime={story.date}>{formatDate(story.date)}</time>
        </p>
        {featured && story.teaser ? <p className="story-card-teaser">{story.teaser}</p> : null}
      </div>
    </article>
  );
}
