import * as z from 'zod/mini';
import { CONTENT_NOUN } from '#schemas/editor/content.ts';
import { PromotionSchema } from '#schemas/entities/promotion.ts';
import { AlertSchema } from '#schemas/entities/site.ts';
import { SplashSchema } from '#schemas/entities/splash.ts';
import { requireRole } from '../../auth.server.ts';
import { validatorModule } from '../../forms/ajv.server.ts';
import { sanitize } from '../../sanitize.server.ts';
import { CONTENT_ROWS, ContentEditorStore, contentTitle, writeLive, type ContentKey } from '../../store/content-editor.server.ts';
import type { Collection, DocumentRow } from '../../store/repositories/documents.server.ts';
import type { Store } from '../../store/store.server.ts';
import { ScheduleGoneError, StaleVersionError, TemplateEditorStore } from '../../store/template-editor.server.ts';
import { readBody } from './admin-request.server.ts';
import { publishTimeOf } from './admin-schedule.server.ts';
import { HttpError, apiError, json, noContent } from '../http.server.ts';
import type { ApiHandler, ApiRequest, ApiRoute } from '../types.server.ts';

interface ContentKind {
  label: string;
  schema: z.ZodMiniType;
  /** The row's index columns, as the seed writes them (pages query on these). */
  row: (body: Record<string, unknown>, id: number) => DocumentRow;
  title: (body: Record<string, unknown>) => string;
}

/** Store HTML is sanitized when written (campaign and splash `html`), wherever it sits in the document. */
function sanitizeHtml(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return key === 'html' ? sanitize(value) : value;
  if (Array.isArray(value)) return value.map((item) => sanitizeHtml(item));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, sanitizeHtml(v, k)]));
  return value;
}

/** The content spec 4/5 behaviours read, edited with the same schema-generated forms. */
const KINDS = {
  alerts: { label: 'Alerts', schema: AlertSchema, row: CONTENT_ROWS.alerts, title: (b) => contentTitle('alerts', b) },
  promotions: {
    label: 'Promotions and their campaigns',
    schema: PromotionSchema,
    row: CONTENT_ROWS.promotions,
    title: (b) => contentTitle('promotions', b),
  },
  splash: { label: 'Splash pages', schema: SplashSchema, row: CONTENT_ROWS.splash, title: (b) => contentTitle('splash', b) },
} satisfies Partial<Record<Collection, ContentKind>>;
type Kind = keyof typeof KINDS;

/**
 * `nullable(X)` comes out of zod as `anyOf: [X, {type: "null"}]`; the form reads it as X whose type may also be
 * null. rjsf then draws X's own fields (not a choice of "Option 1 / Option 2"), and the precompiled validators
 * cover every schema the form asks about (anyOf options inside arrays were not among them).
 */
function nullableAsType(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(nullableAsType);
  if (!schema || typeof schema !== 'object') return schema;
  const node = Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, nullableAsType(v)])) as Record<string, unknown>;
  const options = node.anyOf as Record<string, unknown>[] | undefined;
  if (Array.isArray(options) && options.length === 2) {
    const nulls = options.filter((o) => o.type === 'null');
    const [other] = options.filter((o) => o.type !== 'null');
    if (nulls.length === 1 && other && typeof other.type === 'string') {
      const { anyOf: _anyOf, ...rest } = node;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return node;
}

export function contentJsonSchema(kind: Kind): Record<string, unknown> {
  const schema = z.toJSONSchema(KINDS[kind].schema, { target: 'draft-7', io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  delete schema.$schema;
  return nullableAsType(schema) as Record<string, unknown>;
}

function kindOf(req: ApiRequest): Kind {
  const name = req.params[0] ?? '';
  if (!Object.hasOwn(KINDS, name)) throw new HttpError(404, `Not an editable collection: "${name}"`);
  return name as Kind;
}

async function documents(store: Store, tenant: string, kind: Kind): Promise<{ id: number; body: Record<string, unknown> }[]> {
  return (await store.documents.everyById(tenant, kind)) as { id: number; body: Record<string, unknown> }[];
}

function editorOnly(handler: ApiHandler): ApiHandler {
  return async (req) => {
    try {
      await requireRole(req.request, 'editor');
    } catch (error) {
      if (error instanceof Response) return error;
      throw error;
    }
    return handler(req);
  };
}

/** Writes one document (new or replaced) after the collection's own schema accepts it; 422 keeps the old one. */
async function write(req: ApiRequest, id: number | null): Promise<Response> {
  const kind = kindOf(req);
  const user = await requireRole(req.request, 'editor');
  const text = await req.request.text();
  if (text.length > 256 * 1024) return apiError(413, 'Body too large');
  let input: unknown;
  try {
    input = (JSON.parse(text) as { body?: unknown }).body;
  } catch {
    return apiError(400, 'Body must be JSON');
  }
  const existing = await documents(req.store, req.tenant, kind);
  const target = id ?? Math.max(0, ...existing.map((d) => d.id)) + 1;
  if (id !== null && !existing.some((d) => d.id === id)) return apiError(404, `No ${kind} ${id}`);
  const body = validBody(kind, target, input);
  if (body instanceof Response) return body;
  await req.store.transaction(async (tx) => {
    await writeLive(tx, { tenant: req.tenant, collection: kind, id: target }, body, user.username, '', null, KINDS[kind].row);
    await tx.auditLog.record({
      tenant: req.tenant,
      actor: user.username,
      action: id === null ? 'content.create' : 'content.update',
      page: kind,
      sportId: null,
      version: null,
      detail: `${KINDS[kind].title(body)} (#${target})`,
    });
  });
  return json({ id: target, body }, { status: id === null ? 201 : 200 });
}

/** A body the collection's own schema accepts (HTML sanitized, the id the URL's), or a 422 to answer. */
function validBody(kind: Kind, id: number, input: unknown): Record<string, unknown> | Response {
  // Alerts and splash pages carry their id: it is the URL's, never the body's.
  const withId = input && typeof input === 'object' && 'id' in KINDS[kind].schema.shape ? { ...input, id } : input;
  const schema: z.ZodMiniType = KINDS[kind].schema;
  const parsed = schema.safeParse(sanitizeHtml(withId));
  return parsed.success ? (parsed.data as Record<string, unknown>) : apiError(422, `Invalid ${kind}`, z.treeifyError(parsed.error));
}

/** The document a draft, publish or restore is about; 404 when the collection has no such document. */
async function contentKey(req: ApiRequest): Promise<ContentKey> {
  const kind = kindOf(req);
  const id = Number(req.params[1]);
  if ((await req.store.documents.get(req.tenant, kind, id, false)) === undefined) throw new HttpError(404, `No ${kind} ${id}`);
  return { tenant: req.tenant, collection: kind, id };
}

const STALE = (key: ContentKey) => `This ${CONTENT_NOUN[key.collection]} was changed since you opened it.`;

/** Drafts, publish and restore of one document (the template editor's model, decision 0023); a stale base is 409. */
function versioned(
  handler: (req: ApiRequest, key: ContentKey, author: string, editor: ContentEditorStore) => Promise<Response>,
): ApiHandler {
  return editorOnly(async (req) => {
    const { username } = await requireRole(req.request, 'editor');
    const key = await contentKey(req);
    const editor = new ContentEditorStore(req.store);
    // Due scheduled publishes run first, so what the editor reads (and may cancel) is what is still pending.
    await new TemplateEditorStore(req.store).publishDue(req.tenant);
    await editor.publishDue(req.tenant);
    try {
      return await handler(req, key, username, editor);
    } catch (error) {
      if (error instanceof StaleVersionError) return apiError(409, STALE(key));
      if (error instanceof ScheduleGoneError) return apiError(409, error.message);
      if (error instanceof RangeError) return apiError(404, error.message);
      throw error;
    }
  });
}

const DraftRequest = z.object({ body: z.unknown(), baseVersion: z.number(), revision: z.nullable(z.number()) });
const PublishRequest = z.object({
  baseVersion: z.number(),
  note: z.optional(z.string().check(z.maxLength(500))),
  /** Later, not now (decision 0022): an ISO time with an offset, after now. */
  publishAt: z.optional(z.nullable(z.string())),
});
const CancelRequest = z.object({ publishAt: z.iso.datetime({ offset: true }) });
const RestoreRequest = z.object({
  version: z.number(),
  baseVersion: z.number(),
  note: z.optional(z.string().check(z.maxLength(500))),
});

const COLLECTION = String.raw`^/admin/content/(alerts|promotions|splash)`;
const ONE = String.raw`${COLLECTION}/(\d{1,9})`;

export const adminContentRoutes: ApiRoute[] = [
  [
    'GET',
    /^\/admin\/content$/,
    editorOnly(() =>
      json(Object.entries(KINDS).map(([name, kind]) => ({ name, label: kind.label, schema: contentJsonSchema(name as Kind) }))),
    ),
  ],
  [
    'GET',
    new RegExp(`${COLLECTION}$`),
    editorOnly(async (req) => {
      const kind = kindOf(req);
      return json(
        (await documents(req.store, req.tenant, kind)).map((d) => ({ id: d.id, title: KINDS[kind].title(d.body), body: d.body })),
      );
    }),
  ],
  [
    'GET',
    new RegExp(`${COLLECTION}/validator\\.js$`),
    editorOnly(
      (req) =>
        new Response(validatorModule(contentJsonSchema(kindOf(req))), {
          headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'private, no-cache' },
        }),
    ),
  ],
  ['POST', new RegExp(`${COLLECTION}$`), editorOnly((req) => write(req, null))],
  ['PUT', new RegExp(`${COLLECTION}/(\\d+)$`), editorOnly((req) => write(req, Number(req.params[1])))],
  ['GET', new RegExp(`${ONE}/history$`), versioned(async (_req, key, _author, editor) => json(await editor.open(key)))],
  [
    'GET',
    new RegExp(`${ONE}/versions/(\\d{1,9})$`),
    versioned(async (req, key, _author, editor) => {
      const version = await editor.version(key, Number(req.params[2]));
      return version ? json(version) : apiError(404, `No version ${req.params[2]}`);
    }),
  ],
  [
    'PUT',
    new RegExp(`${ONE}/draft$`),
    versioned(async (req, key, author, editor) => {
      const { body, baseVersion, revision } = await readBody(req, DraftRequest);
      const valid = validBody(key.collection, key.id, body);
      if (valid instanceof Response) return valid;
      return json(await editor.saveDraft(key, valid, author, baseVersion, revision));
    }),
  ],
  [
    'DELETE',
    new RegExp(`${ONE}/draft$`),
    versioned(async (_req, key, author, editor) => ((await editor.discardDraft(key, author)) ? noContent() : apiError(404, 'No draft'))),
  ],
  [
    'POST',
    new RegExp(`${ONE}/publish$`),
    versioned(async (req, key, author, editor) => {
      const { baseVersion, note = '', publishAt } = await readBody(req, PublishRequest);
      if (publishAt != null) {
        const at = publishTimeOf(publishAt);
        await editor.schedule(key, author, baseVersion, note, at);
        return json({ scheduled: at }, { status: 202 });
      }
      return json({ version: await editor.publish(key, author, baseVersion, note, KINDS[key.collection].row) });
    }),
  ],
  // The body names the time the editor saw, so a schedule moved meanwhile is not cancelled by mistake (decision 0022).
  [
    'POST',
    new RegExp(`${ONE}/schedule/cancel$`),
    versioned(async (req, key, author, editor) => {
      const { publishAt } = await readBody(req, CancelRequest);
      const at = new Date(publishAt).toISOString();
      await editor.cancelSchedule(key, author, at);
      return json({ cancelled: at });
    }),
  ],
  [
    'POST',
    new RegExp(`${ONE}/restore$`),
    versioned(async (req, key, author, editor) => {
      const { version, baseVersion, note = '' } = await readBody(req, RestoreRequest);
      return json({ version: await editor.restore(key, author, version, baseVersion, note, KINDS[key.collection].row) });
    }),
  ],
];
