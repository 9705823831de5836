import { useId } from 'react';
import type { WidgetComponentProps } from '#registry/define-widget.ts';
import type { SplashPageData, SplashPageProps } from './splash-page.schema.ts';
import { SmartLink } from '#src/chrome/smart-link.tsx';
import { SplashContent } from '#src/chrome/splash-content.tsx';
import { useOptionalApi } from '#src/data/api-provider.tsx';

/** spec 2.1 splash page (fullscreen): the splash itself, its picture recording a click on the way to its link. */
export default function SplashPage({ data }: WidgetComponentProps<SplashPageProps, SplashPageData>) {
  const api = useOptionalApi();
  const titleId = useId();
  const follow = () => {
    const target = data.splash.link ?? '/';
    const go = () => window.location.assign(target.startsWith('/') || /^https:\/\//.test(target) ? target : '/');
    if (!api || data.preview) return go();
    api
      .raw(`/api/v2/Splash/click/${data.splash.id}`, { method: 'POST' })
      .catch(() => console.error('Failed to track click action'))
      .finally(go);
  };
  return (
    <section className="splash-page" aria-labelledby={titleId}>
      {data.preview ? <p className="manual-draft">Staff preview</p> : null}
      <SplashContent splash={data.splash} onFollow={follow} titleId={titleId} />
      <p className="splash-actions">
        <SmartLink href="/" className="button button-primary">
          Continue to Home
        </SmartLink>
      </p>
    </section>
  );
}
