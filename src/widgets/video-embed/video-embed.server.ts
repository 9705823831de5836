import type { WidgetResolver } from '../shared/context.server.ts';
import { videoEmbedData } from './video-embed.schema.ts';

/** spec 2.4 embed page: the video its query names (youtube, Archive or Id), or nothing when it names none. */
export const resolveVideoEmbed: WidgetResolver<'video-embed'> = async (_props, ctx) => ({ data: videoEmbedData(ctx.page.query) });
