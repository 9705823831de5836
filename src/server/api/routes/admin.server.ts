import * as z from 'zod/mini';
import { PageNameSchema } from '#schemas/page.ts';
import { WIDGET_NAMES, isWidgetName, widgetSchemas } from '#registry/widget-schemas.ts';
import { COMMON_PROPS_JSON_SCHEMA } from '#registry/common-props.ts';
import { diffTemplates } from '../../editor/template-diff.ts';
import { editorPages } from '../../editor/pages.server.ts';
import { sampleCandidates } from '../../editor/preview-samples.server.ts';
import { pageOf } from '#src/pages/page-info.ts';
import { validatorModule } from '../../forms/ajv.server.ts';
import type { TemplateEditorStore, TemplateKey } from '../../store/template-editor.server.ts';
import { checkTemplate } from '../templates.server.ts';
import { adminContentRoutes } from './admin-content.server.ts';
import { adminImageRoutes } from './admin-images.server.ts';
import { keyOf, readBody, staffOnly } from './admin-request.server.ts';
import { adminScheduleRoutes, publishTimeOf } from './admin-schedule.server.ts';
import { HttpError, apiError, intParam, json, noContent } from '../http.server.ts';
import type { ApiRequest, ApiRoute } from '../types.server.ts';

/** A widget's props as JSON Schema for the editor's generated form (from the zod schema). */
export function propsJsonSchema(name: keyof typeof widgetSchemas): Record<string, unknown> {
  const schema = z.toJSONSchema(widgetSchemas[name].props, { target: 'draft-7', io: 'input', unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  delete schema.$schema;
  // Every widget also takes the registry's common props (registry/common-props.ts), after its own fields.
  schema.properties = { ...((schema.properties as Record<string, unknown> | undefined) ?? {}), ...COMMON_PROPS_JSON_SCHEMA };
  return schema;
}

const DraftBody = z.object({ template: z.unknown(), baseVersion: z.number(), revision: z.optional(z.nullable(z.number())) });
const PublishBody = z.object({
  baseVersion: z.number(),
  note: z._default(z.string().check(z.maxLength(500)), ''),
  // Checked by publishTimeOf, whose 422 says what is wrong with it (not a time, or in the past).
  publishAt: z.optional(z.nullable(z.string().check(z.maxLength(100)))),
});
const RestoreBody = z.object({ baseVersion: z.number(), note: z._default(z.string().check(z.maxLength(500)), '') });

async function versionOf(req: ApiRequest, editor: TemplateEditorStore, key: TemplateKey) {
  const version = await editor.version(key, intParam(req.params[1] ?? '', 'version', 0, { min: 1, max: 1e9 }));
  if (!version) throw new HttpError(404, `No version ${req.params[1]} of ${key.page}`);
  return version;
}

const areasOf = (body: unknown) => ((body as { areas?: object } | null)?.areas ?? {}) as Parameters<typeof diffTemplates>[0];

const TEMPLATE = String.raw`^/admin/templates/([\w-]+)`;
const VERSION = String.raw`${TEMPLATE}/versions/(\d+)`;

export const adminRoutes: ApiRoute[] = [
  [
    'GET',
    /^\/admin\/widgets$/,
    staffOnly(() =>
      json(
        WIDGET_NAMES.map((name) => ({
          name,
          label: widgetSchemas[name].label,
          description: widgetSchemas[name].description,
          schema: propsJsonSchema(name),
        })),
      ),
    ),
  ],
  // The props validators, compiled here (the browser runs them without eval, under the CSP).
  [
    'GET',
    /^\/admin\/widgets\/([\w-]+)\/validator\.js$/,
    staffOnly((req) => {
      const name = req.params[0] ?? '';
      if (!isWidgetName(name)) return apiError(404, `Unknown widget "${name}"`);
      return new Response(validatorModule(propsJsonSchema(name)), {
        headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'private, no-cache' },
      });
    }),
  ],
  [
    'GET',
    /^\/admin\/pages$/,
    staffOnly(async (req, _user, editor) =>
      json({ ...(await editorPages(req.store, req.tenant)), drafts: await editor.drafts(req.tenant) }),
    ),
  ],
  // The records that can show a page whose address needs one (its preview sample first), by title.
  [
    'GET',
    /^\/admin\/pages\/([\w-]+)\/samples$/,
    staffOnly(async (req) => {
      const page = PageNameSchema.safeParse(req.params[0]);
      if (!page.success) return apiError(404, `Unknown page name "${req.params[0]}"`);
      const sample = pageOf(page.data).preview;
      if (!sample) return apiError(404, `The page "${page.data}" has no preview sample`);
      const query = (req.url.searchParams.get('q') ?? '').slice(0, 100);
      const limit = intParam(req.url.searchParams.get('limit'), 'limit', 20, { min: 1, max: 50 });
      return json({ collection: sample.collection, items: await sampleCandidates(req.store, req.tenant, sample, { query, limit }) });
    }),
  ],
  [
    'GET',
    new RegExp(`${TEMPLATE}$`),
    staffOnly(async (req, _user, editor) => {
      const key = await keyOf(req);
      const live = await editor.live(key);
      const draft = await editor.draft(key);
      // A sport without a layout of its own shows the default one: the editor starts from it.
      const inherited = key.sportId > 0 && !live ? await editor.live({ ...key, sportId: 0 }) : null;
      return json({
        inherited: inherited && { version: inherited.version, template: inherited.body },
        live: live && { version: live.version, template: live.body, author: live.author, createdAt: live.createdAt, note: live.note },
        draft: draft && {
          template: draft.body,
          baseVersion: draft.baseVersion,
          revision: draft.revision,
          author: draft.author,
          updatedAt: draft.updatedAt,
          publishAt: draft.publishAt,
          publishNote: draft.publishNote,
          publishBy: draft.publishBy,
        },
      });
    }),
  ],
  [
    'PUT',
    new RegExp(`${TEMPLATE}/draft$`),
    staffOnly(async (req, user, editor) => {
      const key = await keyOf(req);
      const body = await readBody(req, DraftBody);
      const checked = checkTemplate(key.page, key.sportId, body.template);
      if (!checked.ok) return apiError(422, checked.message, checked.details);
      const draft = await editor.saveDraft(key, checked.template, user.username, body.baseVersion, body.revision);
      return json({
        template: draft.body,
        baseVersion: draft.baseVersion,
        revision: draft.revision,
        author: draft.author,
        updatedAt: draft.updatedAt,
      });
    }),
  ],
  [
    'DELETE',
    new RegExp(`${TEMPLATE}/draft$`),
    staffOnly(async (req, user, editor) =>
      (await editor.discardDraft(await keyOf(req), user.username)) ? noContent() : apiError(404, 'No draft'),
    ),
  ],
  [
    'POST',
    new RegExp(`${TEMPLATE}/publish$`),
    staffOnly(async (req, user, editor) => {
      const key = await keyOf(req);
      const body = await readBody(req, PublishBody);
      if (body.publishAt != null) {
        const publishAt = publishTimeOf(body.publishAt);
        await editor.schedule(key, user.username, body.baseVersion, body.note, publishAt);
        return json({ scheduled: publishAt }, { status: 202 });
      }
      return json({ version: await editor.publish(key, user.username, body.baseVersion, body.note) });
    }),
  ],
  ['GET', new RegExp(`${TEMPLATE}/versions$`), staffOnly(async (req, _user, editor) => json(await editor.versions(await keyOf(req))))],
  [
    'GET',
    new RegExp(`${VERSION}$`),
    staffOnly(async (req, _user, editor) => {
      const { body, ...version } = await versionOf(req, editor, await keyOf(req));
      return json({ ...version, template: body });
    }),
  ],
  [
    'GET',
    new RegExp(`${VERSION}/diff$`),
    staffOnly(async (req, _user, editor) => {
      const key = await keyOf(req);
      const version = await versionOf(req, editor, key);
      const live = await editor.live(key);
      // Read as "restoring this version would…": from the live layout to this one.
      return json({ from: live?.version ?? 0, to: version.version, changes: diffTemplates(areasOf(live?.body), areasOf(version.body)) });
    }),
  ],
  [
    'POST',
    new RegExp(`${VERSION}/restore$`),
    staffOnly(async (req, user, editor) => {
      const key = await keyOf(req);
      const version = await versionOf(req, editor, key);
      const body = await readBody(req, RestoreBody);
      return json({ version: await editor.restore(key, user.username, version.version, body.baseVersion, body.note) });
    }),
  ],
  ['GET', /^\/admin\/audit$/, staffOnly(async (req, _user, editor) => json(await editor.auditLog(req.tenant)))],
  ...adminScheduleRoutes,
  ...adminContentRoutes,
  ...adminImageRoutes,
];
