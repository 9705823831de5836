import * as z from 'zod/mini';
import type { StoredFile } from '#schemas/entities/file.ts';
import { defineWidget } from '#registry/define-widget.ts';

export const DocumentPropsSchema = z.object({});
export type DocumentProps = z.infer<typeof DocumentPropsSchema>;

/**
 * The page of a document or sport file path (spec 2.1) when the file itself is not streamed: reached by a
 * client-side navigation (the link then opens the file), or for a protected file without its share link.
 */
export const DocumentDataSchema = z.object({
  title: z.string(),
  /** Where the bytes are: the same path, opened as a document (not a client navigation). */
  href: z.string(),
  status: z.enum(['available', 'protected']),
  contentType: z.string(),
  size: z.number(),
  updatedAt: z.string(),
  /** Sign-in for staff, returning here. */
  signInUrl: z.string(),
});
export type DocumentData = z.infer<typeof DocumentDataSchema>;

/** The page of the file at `path`: `locked` when it is protected and the visitor has no share link. */
export function documentData(
  file: Pick<StoredFile, 'title' | 'content_type' | 'size' | 'updated_at'>,
  path: string,
  locked: boolean,
): DocumentData {
  return {
    title: file.title,
    href: path,
    status: locked ? 'protected' : 'available',
    contentType: file.content_type,
    size: file.size,
    updatedAt: file.updated_at,
    signInUrl: `/login?returnTo=${encodeURIComponent(path)}`,
  };
}

export const widget = defineWidget({
  name: 'document',
  label: 'Document (file page)',
  description: 'A file page: the document named in the address.',
  props: DocumentPropsSchema,
  data: DocumentDataSchema,
  subject: true,
});
