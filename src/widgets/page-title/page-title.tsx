import type { PageTitleData, PageTitleProps } from './page-title.schema.ts';
import type { WidgetComponentProps } from '#registry/define-widget.ts';

/** The page's visible heading (h2: the single h1 names the school's athletics, spec 1). */
export default function PageTitle({ props, data, pageTitle }: WidgetComponentProps<PageTitleProps, PageTitleData>) {
  return (
    <header className={props.hidden ? 'page-title visually-hidden' : 'page-title'}>
      <h2>{data.title ?? pageTitle}</h2>
      {data.subtitle ? <p className="page-subtitle">{data.subtitle}</p> : null}
    </header>
  );
}
