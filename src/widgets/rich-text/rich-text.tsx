import type { RichTextData, RichTextProps } from './rich-text.schema.ts';
import type { WidgetComponentProps } from '#registry/define-widget.ts';

/** Editor-written HTML. The server sanitized it (src/server/sanitize.server.ts) before it reached the payload. */
export default function RichText({ data, id }: WidgetComponentProps<RichTextProps, RichTextData>) {
  return (
    <section className="rich-text" aria-labelledby={data.title ? `${id}-title` : undefined}>
      {data.title ? <h2 id={`${id}-title`}>{data.title}</h2> : null}
      <div dangerouslySetInnerHTML={{ __html: data.html }} />
    </section>
  );
}
