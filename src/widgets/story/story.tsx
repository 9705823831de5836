import type { WidgetComponentProps } from '#registry/define-widget.ts';
import type { StoryData, StoryProps } from './story.schema.ts';
import { SmartLink } from '#src/chrome/smart-link.tsx';
import { formatDate } from '../shared/format.ts';
import { StoryGames, StoryNeighbours, WriterCard } from './story-aside.tsx';
import { StoryShare } from './story-share.tsx';
import { VideoPlayer } from '../shared/video-player.tsx';
import { ResponsiveImage } from '../shared/responsive-image.tsx';
import './story.css';

/** The hero spans the content column (at most 1200 px). */
const HERO_SIZES = '(min-width: 1280px) 1200px, 100vw';

/** spec 2.1 story: every spec 3 Story field a reader sees, the body as sanitized store HTML. */
export default function Story({ data, props, id }: WidgetComponentProps<StoryProps, StoryData>) {
  const hero = data.image;
  return (
    <article id={`${id}-story`} className="story container" aria-labelledby={`${id}-title`}>
      {data.draft ? (
        <p className="story-draft" role="note">
          <strong>Draft</strong>: this story is not published. Only staff can see it.
        </p>
      ) : null}
      <header className="story-header">
        {data.sport ? (
          <p className="story-sport">
            <SmartLink href={data.sport.url}>{data.sport.title}</SmartLink>
          </p>
        ) : null}
        <h2 id={`${id}-title`} className="story-title" dir="auto">
          {data.title}
        </h2>
        {data.subHeadline ? <p className="story-subheadline">{data.subHeadline}</p> : null}
        <p className="story-byline">
          {data.byline ? <span>By {data.byline} · </span> : null}
          <time dateTime={data.date}>{formatDate(data.date)}</time>
        </p>
        {props.share ? <StoryShare url={data.shareUrl} title={data.title} printId={`${id}-story`} /> : null}
      </header>
      {data.video ? (
        <VideoPlayer video={data.video} title={data.title} poster={hero?.url ?? null} />
      ) : hero ? (
        <figure className="story-hero">
          {data.alternateImage ? (
            <picture>
              <source
                media="(max-width: 640px)"
                srcSet={data.alternateImage.url}
                width={data.alternateImage.width}
                height={data.alternateImage.height}
              />
              <img
                src={hero.url}
                alt={hero.alt}
                width={hero.width ?? 1600}
                height={hero.height ?? 900}
                fetchPriority="high"
                decoding="async"
              />
            </picture>
          ) : (
            <ResponsiveImage
              photo={hero}
              sizes={HERO_SIZES}
              fallbackSize={{ width: 1600, height: 900 }}
              loading="eager"
              fetchPriority="high"
            />
          )}
        </figure>
      ) : null}
      <div className="story-layout">
        <div className="story-body" dangerouslySetInnerHTML={{ __html: data.html }} />
        <aside className="story-aside" aria-label="About this story">
          <StoryGames games={data.games} headingId={`${id}-games`} />
          {data.links.length > 0 || data.gallery ? (
            <section aria-labelledby={`${id}-links`}>
              <h3 id={`${id}-links`}>Links</h3>
              <ul className="story-links">
                {data.gallery ? (
                  <li>
                    <SmartLink href={data.gallery.url}>{data.gallery.title}</SmartLink>
                  </li>
                ) : null}
                {data.links.map((link) => (
                  <li key={link.url}>
                    <SmartLink href={link.url}>{link.title}</SmartLink>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </aside>
      </div>
      {data.tags.length > 0 ? (
        <nav aria-label="Tags" className="story-tags-nav">
          <ul className="story-tags">
            {data.tags.map((tag) => (
              <li key={tag.url}>
                <SmartLink href={tag.url}>{tag.title}</SmartLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {data.writer ? <WriterCard writer={data.writer} headingId={`${id}-writer`} /> : null}
      <StoryNeighbours previous={data.previous} next={data.next} />
    </article>
  );
}
