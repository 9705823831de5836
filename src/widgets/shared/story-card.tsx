import { SmartLink } from '#src/chrome/smart-link.tsx';
import type { StoryCard as StoryCardData } from './story-card.schema.ts';
import { formatDate } from './format.ts';
import { ResponsiveImage } from './responsive-image.tsx';

// The picture's width in each layout (widgets.css): full width on phones; beside the text from 768 px when
// featured (60% of a content column of at most 1200 px), a grid column or a 220 px thumbnail otherwise.
const FEATURED_SIZES = '(min-width: 1280px) 720px, (min-width: 768px) 60vw, 100vw';
const CARD_SIZES = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw';

export function StoryCard({ story, featured, headingLevel }: { story: StoryCardData; featured: boolean; headingLevel: 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={featured ? 'story-card story-card-featured' : 'story-card'}>
      {story.image ? (
        <ResponsiveImage
          className="story-card-image"
          photo={story.image}
          sizes={featured ? FEATURED_SIZES : CARD_SIZES}
          // Lazy even when featured: on a phone the card is below the hero and the scores, and an eager picture
          // there takes the bandwidth the page's scripts need. Where it is in view it is asked for at the first paint.
          loading="lazy"
        />
      ) : null}
      <div className="story-card-body">
        {story.sport ? <p className="story-card-sport">{story.sport.title}</p> : null}
        {/* A headline in a right-to-left script runs and aligns as one (dir auto), wherever it is listed. */}
        <Heading className="story-card-title" dir="auto">
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
