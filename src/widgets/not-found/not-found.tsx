import { NotFound as NotFoundContent } from '#src/chrome/not-found.tsx';
import type { NotFoundData, NotFoundProps } from './not-found.schema.ts';
import type { WidgetComponentProps } from '#registry/define-widget.ts';

/** spec 8: the /404 page's content, the very design of every other not-found answer (src/chrome/not-found.tsx). */
export default function NotFound({ data }: WidgetComponentProps<NotFoundProps, NotFoundData>) {
  return <NotFoundContent message={null} sports={data.sports} />;
}
