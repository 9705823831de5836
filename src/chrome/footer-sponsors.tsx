import { Component, Suspense, lazy, use, type ComponentType, type ReactNode } from 'react';
import type { Promotion } from '#schemas/entities/promotion.ts';
import type { PromotionData, PromotionProps } from '#src/widgets/promotion/promotion.schema.ts';
import type { WidgetComponentProps } from '#registry/define-widget.ts';

/** spec 2.6: the promotion location the footer's sponsor rotator shows. */
export const FOOTER_SPONSORS_LOCATION = 'footer-sponsors';
/** spec 9: lazy hydration root margin. */
export const LAZY_HYDRATION_MARGIN = '150px';
const ROOT_ID = 'footer-sponsors';

/** The promotion widget's files, as the server names them from the client manifest (none in development). */
export interface FooterWidgetAssets {
  css: string[];
  module: string | null;
}

type PromotionComponent = ComponentType<WidgetComponentProps<PromotionProps, PromotionData>>;
const lazyWidgets = new Map<string, PromotionComponent>();

/**
 * The promotion widget (and through it the carousel and, later still, Swiper): on the server and in development
 * through Vite; in a built browser by the module URL the server named, as page widgets load, so the root chunk
 * carries no import table for it. Without a URL the server's markup simply stays.
 */
function promotionWidget(module: string | null): PromotionComponent {
  const key = module ?? '';
  let widget = lazyWidgets.get(key);
  if (!widget) {
    widget = lazy((): Promise<{ default: PromotionComponent }> => {
      if (import.meta.env.SSR || import.meta.env.DEV) return import('#src/widgets/promotion/promotion.tsx');
      return module ? import(/* @vite-ignore */ module) : new Promise(() => {});
    });
    lazyWidgets.set(key, widget);
  }
  return widget;
}

let nearView: { el: Element | null; promise: Promise<void> } | null = null;

/**
 * Resolves when the footer's sponsors come within 150 px of the viewport (at once without the server's
 * markup or IntersectionObserver). Until then the server's HTML stays as it is, links and all, unhydrated.
 */
function whenNearView(): Promise<void> {
  const el = document.getElementById(ROOT_ID);
  // A new footer (the layout remounted) is watched afresh.
  if (nearView && nearView.el !== el) nearView = null;
  nearView ??= {
    el,
    promise: new Promise<void>((resolve) => {
      if (!el || typeof IntersectionObserver === 'undefined') return resolve();
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          resolve();
        },
        { rootMargin: LAZY_HYDRATION_MARGIN },
      );
      observer.observe(el);
    }),
  };
  return nearView.promise;
}

/** Suspends in the browser until the footer is near: hydration leaves the server's markup in place meanwhile. */
function NearView({ children }: { children: ReactNode }) {
  if (typeof document !== 'undefined') use(whenNearView());
  return children;
}

/** A broken rotator is logged and left out: the footer and the page stay (spec 8). */
class SponsorsBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error('[footer] the sponsor rotator failed', error);
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * spec 2.6: the footer's sponsor rotator on every page, from the footer-sponsors promotion location (store
 * data, a multi/slide promotion: the promotion widget's carousel, paused by "Pause All Rotators").
 */
export function FooterSponsors({ promotion, assets = null }: { promotion: Promotion | null; assets?: FooterWidgetAssets | null }) {
  if (!promotion || promotion.campaigns.length === 0) return null;
  const PromotionWidget = promotionWidget(assets?.module ?? null);
  return (
    <div id={ROOT_ID} className="footer-sponsors">
      {/* Styled from the first paint, JavaScript or not (the same stylesheet pages with a promotion name). */}
      {assets?.css.map((href) => (
        <link key={href} rel="stylesheet" href={href} precedence="widgets" />
      ))}
      <div className="container">
        <SponsorsBoundary>
          <Suspense fallback={null}>
            <NearView>
              {/* eslint-disable-next-line react-hooks/static-components -- one lazy component per module URL, made once and kept */}
              <PromotionWidget
                id={ROOT_ID}
                props={{ name: FOOTER_SPONSORS_LOCATION, sportScoped: false, priority: false }}
                data={{ promotion }}
                sport={null}
              />
            </NearView>
          </Suspense>
        </SponsorsBoundary>
      </div>
    </div>
  );
}

/** A page whose template already shows the footer-sponsors promotion (an editor put it there) is not given two. */
export function templateShowsSponsors(
  areas: Record<string, ReadonlyArray<{ name: string; props: Record<string, unknown> }>> | undefined,
): boolean {
  if (!areas) return false;
  return Object.values(areas).some((widgets) => widgets.some((w) => w.name === 'promotion' && w.props.name === FOOTER_SPONSORS_LOCATION));
}
