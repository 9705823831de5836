import * as z from 'zod/mini';

/** The JSON Schema media type that marks a string as store HTML (JSON Schema `contentMediaType`). */
export const HTML_MEDIA_TYPE = 'text/html';

/**
 * A string of store HTML: sanitized by the server when written and again when rendered. The marker survives into
 * the generated JSON Schema (`contentMediaType: "text/html"`), so the editor's forms draw every such field as rich
 * text without a list of field names (docs/decisions/0026-rich-text-field.md).
 */
export const StoreHtmlSchema = z.string().check(z.meta({ contentMediaType: HTML_MEDIA_TYPE }));

/** Whether a node of a generated JSON Schema holds store HTML. */
export function isHtmlJsonSchema(schema: unknown): boolean {
  return typeof schema === 'object' && schema !== null && (schema as { contentMediaType?: unknown }).contentMediaType === HTML_MEDIA_TYPE;
}
