import { inningsOf } from '#schemas/stats.ts';
import type { CumeStatsData } from '#src/widgets/cume-stats/cume-stats.schema.ts';

const shown = (key: string, value: number) => (key === 'outs' ? inningsOf(value) : String(value));

/**
 * The season statistics page as a PDF: the same numbers, as text (selectable, searchable),
 * every table with a header row. pdfkit's tables; landscape so a basketball line fits.
 */
export async function renderStatsPdf(stats: CumeStatsData, createdAt: Date): Promise<Buffer> {
  // Loaded on the first PDF, not at start-up: a worker answers its first page sooner (the cold start budget).
  const { default: PDFDocument } = await import('pdfkit');
  return new Promise((resolve, reject) => {
    const title = `${stats.season} ${stats.sport.title} Statistics`;
    const pdf = new PDFDocument({
      size: 'LETTER',
      layout: 'landscape',
      margin: 36,
      info: { Title: title, Author: stats.school, CreationDate: createdAt },
    });
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    const heading = (text: string) => pdf.moveDown(0.8).font('Helvetica-Bold').fontSize(12).text(text, pdf.page.margins.left).moveDown(0.3);
    // The first row is the header: bold on a tint, as a reader expects.
    const table = (rows: string[][]) =>
      pdf
        .font('Helvetica')
        .fontSize(8)
        .table({
          data: rows.map((row, i) =>
            i === 0 ? row.map((text) => ({ text, font: { src: 'Helvetica-Bold', size: 8 }, backgroundColor: '#e8ecf2' })) : row,
          ),
          defaultStyle: { padding: 2, border: 0.5 },
        });

    pdf.font('Helvetica-Bold').fontSize(18).text(title);
    pdf.font('Helvetica').fontSize(11).text(`${stats.school} · record ${stats.record} · ${stats.games.length} games`);

    if (stats.leaders.length > 0) {
      heading('Season leaders');
      table([['Statistic', 'Leaders'], ...stats.leaders.map((l) => [l.label, l.entries.map((e) => `${e.name} ${e.value}`).join(', ')])]);
    }
    heading('Game by game');
    table([
      ['Date', 'Opponent', 'Result'],
      ...stats.games.map((g) => [g.date.slice(0, 10), `${g.versus} ${g.opponent}`, `${g.status} ${g.score}`]),
    ]);
    heading('Team against opponents');
    for (const t of stats.team) {
      table([
        [t.title, ...t.columns.map((c) => c.label)],
        [stats.school, ...t.school.map((v, i) => shown(t.columns[i]?.key ?? '', v))],
        ['Opponents', ...t.opponent.map((v, i) => shown(t.columns[i]?.key ?? '', v))],
      ]);
      pdf.moveDown(0.4);
    }
    for (const t of stats.individuals) {
      heading(`Individual: ${t.title}`);
      table([
        ['Player', 'GP', ...t.columns.map((c) => c.label)],
        ...t.rows.map((r) => [
          `${r.number ? `#${r.number} ` : ''}${r.name}`,
          String(r.games),
          ...r.stats.map((v, i) => shown(t.columns[i]?.key ?? '', v)),
        ]),
      ]);
    }
    pdf.end();
  });
}
