import type { StoryData } from './story.schema.ts';
import { SmartLink } from '#src/chrome/smart-link.tsx';
import { formatDate } from '../shared/format.ts';

const CHANNEL_LABEL = { twitter: 'X', instagram: 'Instagram', linkedin: 'LinkedIn' } as const;
const RESULT_LABEL = { W: 'Win', L: 'Loss', T: 'Tie', N: 'No result' } as const;

/** The games the story is about: opponent, result and score, box score and recap links. */
export function StoryGames({ games, headingId }: { games: StoryData['games']; headingId: string }) {
  if (games.length === 0) return null;
  return (
    <section className="story-games" aria-labelledby={headingId}>
      <h3 id={headingId}>{games.length === 1 ? 'The game' : 'The games'}</h3>
      <ul>
        {games.map((game) => (
          <li key={game.id}>
            <p>
              <time dateTime={game.date}>{formatDate(game.date)}</time> · {game.versus} {game.opponent}
              {game.result ? (
                <strong>
                  {' '}
                  · {RESULT_LABEL[game.result.status]} {game.result.score}
                </strong>
              ) : null}
            </p>
            {game.links.length > 0 ? (
              <p className="story-game-links">
                {game.links.map((link) => (
                  <SmartLink key={link.url} href={link.url}>
                    {link.title}
                    <span className="visually-hidden">
                      , {game.versus} {game.opponent}
                    </span>
                  </SmartLink>
                ))}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The writer: photo, name, bio and social handles. */
export function WriterCard({ writer, headingId }: { writer: NonNullable<StoryData['writer']>; headingId: string }) {
  return (
    <section className="story-writer" aria-labelledby={headingId}>
      {writer.image ? <img src={writer.image} alt="" width={96} height={128} loading="lazy" /> : null}
      <div>
        <h3 id={headingId}>About {writer.name}</h3>
        {writer.bio ? <p>{writer.bio}</p> : null}
        {writer.social.length > 0 ? (
          <ul className="story-writer-social">
            {writer.social.map((s) => (
              <li key={s.channel}>
                <SmartLink href={s.url}>
                  {CHANNEL_LABEL[s.channel]}: @{s.handle}
                </SmartLink>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}

/** Previous and next stories of the sport. */
export function StoryNeighbours({ previous, next }: Pick<StoryData, 'previous' | 'next'>) {
  if (!previous && !next) return null;
  return (
    <nav className="story-neighbours" aria-label="More stories">
      {previous ? (
        <SmartLink href={previous.url}>
          Previous story: <bdi>{previous.title}</bdi>
        </SmartLink>
      ) : null}
      {next ? (
        <SmartLink href={next.url}>
          Next story: <bdi>{next.title}</bdi>
        </SmartLink>
      ) : null}
    </nav>
  );
}
