import { lazy, Suspense } from 'react';
import { getDefaultRegistry } from '@rjsf/core';
import type { Widget, WidgetProps } from '@rjsf/utils';
import { isHtmlJsonSchema } from '#schemas/html/store-html.ts';

// The rich-text editor is a chunk of its own: the editor's first load carries none of it (issue budget: editor ≤ 200 KB).
const RichTextField = lazy(() => import('./rich-text-field.tsx'));
const TextWidget = getDefaultRegistry().widgets.TextWidget as Widget;

/** An empty field is no HTML: null where the schema allows it, else the empty string. */
function emptyOf(schema: WidgetProps['schema']): string | null {
  return Array.isArray(schema.type) && schema.type.includes('null') ? null : '';
}

/**
 * The form's text widget: a string marked as store HTML (`contentMediaType: text/html`, schemas/html/store-html.ts)
 * is edited as rich text, wherever it sits in the schema; any other string is the usual text input. Until the rich
 * editor has loaded, the HTML is a plain text area that already works.
 */
export function HtmlAwareTextWidget(props: WidgetProps) {
  if (!isHtmlJsonSchema(props.schema)) return <TextWidget {...props} />;
  const { id, label, value, onChange, disabled, readonly, schema } = props;
  const html = typeof value === 'string' ? value : '';
  const change = (next: string) => onChange(next === '' ? emptyOf(schema) : next);
  return (
    <Suspense
      fallback={
        <textarea
          id={id}
          className="rich-text-loading"
          rows={6}
          value={html}
          disabled={disabled || readonly}
          onChange={(event) => change(event.target.value)}
        />
      }
    >
      <RichTextField id={id} label={label || 'HTML'} value={html} onChange={change} disabled={disabled || readonly} />
    </Suspense>
  );
}
