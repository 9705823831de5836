import { SmartLink } from '#src/chrome/smart-link.tsx';
import type { RosterBioData, RosterBioProps } from './roster-bio.schema.ts';
import type { WidgetComponentProps } from '#registry/define-widget.ts';
import { fullName } from '../shared/format-player.ts';
import { UnpublishedBadge } from '../shared/player-values.tsx';
import { BioFields } from './bio-fields.tsx';
import { BioNav } from './bio-nav.tsx';

/** spec 2.1 player bio: the player's facts, image, social links, bio text and roster navigation. */
export default function RosterBio({ data, id }: WidgetComponentProps<RosterBioProps, RosterBioData>) {
  const { player } = data;
  const name = fullName(player);
  return (
    <article className="roster-bio" aria-labelledby={`${id}-name`}>
      <link rel="canonical" href={data.canonicalUrl} />
      <div className="roster-bio-header">
        {player.image ? (
          <img className="roster-bio-image" src={player.image.url} alt={player.image.alt || name} width={300} height={400} />
        ) : null}
        <div className="roster-bio-summary">
          <p className="roster-bio-team">
            {data.season} {data.sport.title}
          </p>
          {player.jersey_number === null ? null : (
            <p className="roster-bio-jersey">
              <span className="visually-hidden">Number </span>
              {player.jersey_number}
            </p>
          )}
          <h2 id={`${id}-name`} className="roster-bio-name">
            {name}
          </h2>
          {player.published ? null : <UnpublishedBadge />}
          <BioFields player={player} />
          {player.social.length === 0 ? null : (
            <ul className="roster-bio-social" aria-label={`${name} on social media`}>
              {player.social.map((link) => (
                <li key={link.network}>
                  <SmartLink href={link.url} newWindow>
                    {link.label} <span className="roster-bio-handle">@{link.handle}</span>
                  </SmartLink>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      {player.bio_html ? (
        <section className="roster-bio-text" aria-labelledby={`${id}-bio`}>
          <h3 id={`${id}-bio`}>Biography</h3>
          {/* Sanitized on the server (roster-bio.server.ts) before it reaches the payload. */}
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: player.bio_html }} />
        </section>
      ) : null}
      <BioNav data={data} />
    </article>
  );
}
