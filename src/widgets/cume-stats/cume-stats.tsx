import type { WidgetComponentProps } from '#registry/define-widget.ts';
import { inningsOf } from '#schemas/stats.ts';
import type { CumeStatsData, CumeStatsProps } from './cume-stats.schema.ts';
import { SmartLink } from '#src/chrome/smart-link.tsx';
import { formatGameDay } from '../shared/format.ts';
import { SortableTable } from './sortable-table.tsx';
import '../shared/stat-tables.css';

const shown = (key: string, value: number) => (key === 'outs' ? inningsOf(value) : String(value));

/**
 * spec 2.1 cumulative stats: season links, the record and the PDF; leaders; game by game with box score
 * links; team against opponents; every player's season per table, sortable. All sums of the stored box scores.
 */
export default function CumeStats({ data, id }: WidgetComponentProps<CumeStatsProps, CumeStatsData>) {
  return (
    <section className="cume-stats container" aria-labelledby={`${id}-record`}>
      <nav aria-label="Statistics by season" className="bx-links">
        {data.seasons.map((s) => (
          <SmartLink key={s.season} href={s.url} aria-current={s.season === data.season ? 'page' : undefined}>
            {s.season}
          </SmartLink>
        ))}
      </nav>
      <p id={`${id}-record`}>
        {data.season} record: <strong>{data.record}</strong> · <SmartLink href={data.pdfUrl}>Download the season stats (PDF)</SmartLink>
      </p>
      {data.leaders.length > 0 ? (
        <section aria-labelledby={`${id}-leaders`}>
          <h3 id={`${id}-leaders`}>Season leaders</h3>
          <div className="bx-two">
            {data.leaders.map((l) => (
              <div key={l.label}>
                <h4>{l.label}</h4>
                <ol>
                  {l.entries.map((e) => (
                    <li key={e.name}>
                      {e.url ? <SmartLink href={e.url}>{e.name}</SmartLink> : e.name}: {e.value}
                    </li>
                  ))}
                </ol>
              </div>
            ))}
          </div>
        </section>
      ) : null}
      <section aria-labelledby={`${id}-games`}>
        <h3 id={`${id}-games`}>Game by game</h3>
        <div className="bx-table-wrap table-scroll">
          <table className="bx-table">
            <caption className="visually-hidden">{data.season} results, game by game</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Opponent</th>
                <th scope="col">Result</th>
                <th scope="col">Box score</th>
              </tr>
            </thead>
            <tbody>
              {data.games.map((g) => (
                <tr key={g.id}>
                  <td>{formatGameDay(g.date)}</td>
                  <th scope="row">
                    {g.versus} {g.opponent}
                  </th>
                  <td>
                    {g.status} {g.score}
                  </td>
                  <td>
                    {g.url ? (
                      <SmartLink href={g.url}>
                        Box score
                        <span className="visually-hidden">
                          : {g.versus} {g.opponent}, {formatGameDay(g.date)}
                        </span>
                      </SmartLink>
                    ) : (
                      '–'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section aria-labelledby={`${id}-team`}>
        <h3 id={`${id}-team`}>Team against opponents</h3>
        {data.team.map((t) => (
          // Nothing in these tables takes the focus: the box itself does, or a keyboard cannot scroll it on a phone.
          <div key={t.key} className="bx-table-wrap table-scroll" tabIndex={0} role="group" aria-label={`${t.title}: team and opponents`}>
            <table className="bx-table">
              <caption>{t.title}: team and opponents</caption>
              <thead>
                <tr>
                  <th scope="col">Team</th>
                  {t.columns.map((c) => (
                    <th key={c.key} scope="col">
                      <abbr title={c.title}>{c.label}</abbr>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row">{data.school}</th>
                  {t.school.map((v, i) => (
                    <td key={i}>{shown(t.columns[i]?.key ?? '', v)}</td>
                  ))}
                </tr>
                <tr>
                  <th scope="row">Opponents</th>
                  {t.opponent.map((v, i) => (
                    <td key={i}>{shown(t.columns[i]?.key ?? '', v)}</td>
                  ))}
                </tr>
              </tbody>
            </table>
          </div>
        ))}
      </section>
      <section aria-labelledby={`${id}-players`}>
        <h3 id={`${id}-players`}>Individual statistics</h3>
        {data.individuals.map((t) => (
          <SortableTable key={t.key} table={t} caption={`${t.title} by player`} />
        ))}
      </section>
    </section>
  );
}
