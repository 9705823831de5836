/** Text on drawn art: escaped, fitted by an estimate of its width (the bold sans fonts average about 0.6 em). */
const EM_PER_CHAR = 0.6;
/** Words a monogram leaves out ("University of the Lakes" is UL). */
export function escapeXml(value: string): string {
  return value.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** How many characters of `fontSize` fit in `width`. */
export function charsIn(width: number, fontSize: number): number {
  return Math.max(1, Math.floor(width / (fontSize * EM_PER_CHAR)));
}

/** Words wrapped into at most `maxLines` lines of `perLine` characters; what does not fit ends in an ellipsis. */
export function wrap(value: string, perLine: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  const words = value.split(/\s+/).filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!.length > perLine ? `${words[i]!.slice(0, perLine - 1)}…` : words[i]!;
    const next = line ? `${line} ${word}` : word;
    if (next.length <= perLine) {
      line = next;
      continue;
    }
    lines.push(line);
    line = word;
    if (lines.length === maxLines) {
      const last = lines[maxLines - 1]!;
      lines[maxLines - 1] = `${last.length + 1 > perLine ? last.slice(0, perLine - 1).trimEnd() : last}…`;
      return lines;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** A slug as words, for art whose entity the catalogue does not know ("lakeport-state" is Lakeport State). */
export function wordsOfSlug(slug: string): string {
  return slug
    .split(/[-_]+/)
    .filter((w) => w && !/\d/.test(w))
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');
}
