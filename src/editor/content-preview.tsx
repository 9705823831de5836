import { useState } from 'react';
import { PromotionSchema } from '#schemas/entities/promotion.ts';
import { AlertSchema } from '#schemas/entities/site.ts';
import { SplashSchema, isSplashLive } from '#schemas/entities/splash.ts';
import { AlertBanner } from '#src/chrome/alert-banner.tsx';
import { SplashContent } from '#src/chrome/splash-content.tsx';
import { CampaignView } from '#src/widgets/promotion/campaign.tsx';
import promotionCss from '#src/widgets/promotion/promotion.css?url';
import { isHiddenHtmlPromotion, shownCampaigns } from '#src/widgets/promotion/promotion.tsx';
import type { ContentKindName } from './content-api.ts';

/**
 * The draft as fans would see it, drawn by the site's own components from the draft the server kept (HTML
 * sanitized): the alert bar, the promotion's block, the splash view (docs/decisions/0025-content-preview-in-the-editor.md).
 * The view is inert: nothing in it is a control, so the preview never dismisses a real alert, counts an impression or follows a link.
 * Loaded with the first document opened, so the editor's first load carries none of it.
 */
export default function ContentPreview({ kind, body }: { kind: ContentKindName; body: Record<string, unknown> }) {
  // Whether a window has passed is read against the time the preview opened (a render reads no clock).
  const [now] = useState(() => Date.now());
  return (
    <div className={`content-preview content-preview-${kind}`}>
      {kind === 'alerts' ? (
        <AlertPreview body={body} now={now} />
      ) : kind === 'promotions' ? (
        <PromotionPreview body={body} />
      ) : (
        <SplashPreview body={body} now={now} />
      )}
    </div>
  );
}

function AlertPreview({ body, now }: { body: unknown; now: number }) {
  const parsed = AlertSchema.safeParse(body);
  if (!parsed.success) return <p className="editor-note">This alert cannot be shown.</p>;
  const alert = parsed.data;
  const ended = alert.endDate !== null && Date.parse(alert.endDate) < now;
  const hidden = !alert.enabled
    ? 'it is not enabled'
    : !alert.showOnWeb
      ? 'it is not shown on the web'
      : ended
        ? 'its end date has passed'
        : null;
  return (
    <>
      <div className="content-preview-view" inert>
        <AlertBanner alerts={[alert]} />
      </div>
      {hidden ? <p className="editor-note">Once published, visitors will not see it: {hidden}.</p> : null}
    </>
  );
}

function PromotionPreview({ body }: { body: unknown }) {
  const parsed = PromotionSchema.safeParse(body);
  if (!parsed.success) return <p className="editor-note">This promotion cannot be shown.</p>;
  const promotion = parsed.data;
  const campaigns = shownCampaigns(promotion);
  if (isHiddenHtmlPromotion(promotion) || campaigns.length === 0) return <p className="editor-note">This promotion shows nothing.</p>;
  return (
    <>
      <link rel="stylesheet" href={promotionCss} precedence="default" />
      <div className="content-preview-view" inert>
        <aside className={`promotion promotion-${promotion.location.type}`} aria-label={`${promotion.name} promotion`}>
          {campaigns.map((campaign) => (
            <CampaignView key={campaign.id} campaign={campaign} />
          ))}
        </aside>
      </div>
    </>
  );
}

function SplashPreview({ body, now }: { body: unknown; now: number }) {
  const parsed = SplashSchema.safeParse(body);
  if (!parsed.success) return <p className="editor-note">This splash page cannot be shown.</p>;
  const splash = parsed.data;
  return (
    <>
      <div className="content-preview-view" inert>
        <SplashContent splash={splash} titleId="content-preview-splash-title" onFollow={() => {}} />
      </div>
      <p className="editor-note">
        {!splash.published
          ? 'Once published, it stays hidden: it is not marked published.'
          : isSplashLive(splash, new Date(now))
            ? 'It is in its display window now.'
            : 'It shows only in its display window (its start and end dates).'}
      </p>
    </>
  );
}
