import type { MarkedText } from './search-results.schema.ts';

/** Matched words in <mark>; everything is text (React escapes it), never HTML. */
export function Marked({ parts }: { parts: MarkedText }) {
  return <>{parts.map((part, i) => (part.mark ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>))}</>;
}
