import type { PublicationCard as Card } from './publication-card.schema.ts';
import { SmartLink } from '#src/chrome/smart-link.tsx';

/** A cover (with its size: no layout shift) and what the publication is; the title links to its page. */
export function PublicationCard({ card, headingLevel = 3 }: { card: Card; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <article className="publication-card">
      <img src={card.cover.url} alt="" width={card.cover.width} height={card.cover.height} loading="lazy" decoding="async" />
      <Heading className="publication-card-title">
        <SmartLink href={card.href}>{card.title}</SmartLink>
      </Heading>
      <p className="publication-card-meta">
        {card.kindLabel}
        {card.sportTitle ? ` · ${card.sportTitle}` : ''} · {card.pages} pages
      </p>
    </article>
  );
}
