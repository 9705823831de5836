import type { LegacyWidgetResolver } from '../shared/context.server.ts';

const flag = (value: string | undefined, fallback: boolean) => (value === '1' || value === 'true' ? true : value === '0' || value === 'false' ? false : fallback);

/** spec 2.4 embed page: the video its query names (youtube, Archive or Id), or nothing when it names none. */
export const resolveVideoEmbed: LegacyWidgetResolver<'video-embed'> = (_props, ctx) => {
  const q = ctx.page.query;
  const valid = (v: string | undefined) => (v && /^[\w.-]{1,200}$/.test(v) ? v : null);
  const youtube = valid(q.youtube);
  const archive = valid(q.Archive);
  const endeavor = valid(q.Id);
  const provider = youtube ? 'youtube' : archive ? 'archive' : endeavor ? 'endeavor' : null;
  const id = youtube ?? archive ?? endeavor;
  return { video: provider && id ? { provider, id, autoplay: flag(q.autoplay, false), controls: flag(q.controls, true), live: flag(q.live, false) } : null };
};
