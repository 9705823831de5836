import { Fragment, type ReactNode } from 'react';
import { SmartLink } from '#src/chrome/smart-link.tsx';
import type { RosterCoach, RosterRow } from './roster.schema.ts';
import { formatWeight, fullName } from '../shared/format-player.ts';
import { Height, Position, UnpublishedBadge } from '../shared/player-values.tsx';
import { PersonPlaceholder } from '../shared/person-placeholder.tsx';
import { imageUrl } from '../shared/image-url.ts';

// Card images are decorative (alt=""): the player's name is the card's link text right beside them. A card is at
// most ~200 px wide (roster.css): the image service sends twice that, not the original.
function CardImage({ image, name }: { image: RosterRow['image']; name: string }) {
  return image ? (
    <img
      className="roster-card-image"
      src={imageUrl(image.url, { width: 400 })}
      alt=""
      width={150}
      height={200}
      loading="lazy"
      decoding="async"
    />
  ) : (
    <PersonPlaceholder className="roster-card-image roster-card-image-empty" name={name} width={150} height={200} />
  );
}

type Fact = readonly [label: string, value: ReactNode];

/** One line of a card's facts ("QB · Junior"), each labelled for screen readers; nothing when all are missing. */
function MetaLine({ facts }: { facts: readonly Fact[] }) {
  const shown = facts.filter(([, value]) => value !== null && value !== undefined);
  if (shown.length === 0) return null;
  return (
    <li>
      {shown.map(([label, value], i) => (
        <Fragment key={label}>
          {i > 0 ? <span aria-hidden="true"> · </span> : null}
          <span className="visually-hidden">
            {i > 0 ? ', ' : ''}
            {label}:{' '}
          </span>
          {value}
        </Fragment>
      ))}
    </li>
  );
}

/** The grid view: one card per player. */
export function RosterGrid({ players, label }: { players: readonly RosterRow[]; label: string }) {
  return (
    <ul className="roster-grid" aria-label={label}>
      {players.map((p) => (
        <li key={p.id} className="roster-card">
          <CardImage image={p.image} name={fullName(p)} />
          <div className="roster-card-body">
            {p.jersey_number === null ? null : (
              <p className="roster-card-jersey">
                <span className="visually-hidden">Number </span>
                {p.jersey_number}
              </p>
            )}
            <p className="roster-card-name">
              <SmartLink href={p.url}>{fullName(p)}</SmartLink>
              {p.published ? null : (
                <>
                  {' '}
                  <UnpublishedBadge />
                </>
              )}
            </p>
            <ul className="roster-card-meta">
              <MetaLine
                facts={[
                  ['Position', p.position_short || p.position_long ? <Position short={p.position_short} long={p.position_long} /> : null],
                  ['Class', p.academic_year],
                ]}
              />
              <MetaLine
                facts={[
                  ['Height', p.height_feet === null ? null : <Height feet={p.height_feet} inches={p.height_inches} />],
                  ['Weight', formatWeight(p.weight)],
                ]}
              />
              <MetaLine facts={[['Hometown', p.hometown]]} />
            </ul>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** spec 1: coaches listed with the roster when the roster settings say so. */
export function RosterCoaches({ coaches, headingId }: { coaches: readonly RosterCoach[]; headingId: string }) {
  if (coaches.length === 0) return null;
  return (
    <section className="roster-coaches" aria-labelledby={headingId}>
      <h3 id={headingId}>Coaching Staff</h3>
      <ul className="roster-grid roster-coach-grid">
        {coaches.map((coach) => (
          <li key={coach.id} className="roster-card">
            <CardImage image={coach.image} name={coach.name} />
            <div className="roster-card-body">
              <p className="roster-card-name">
                <SmartLink href={coach.url}>{coach.name}</SmartLink>
              </p>
              <p className="roster-card-title">{coach.title}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
