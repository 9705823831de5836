import type { ScheduleData, ScheduleProps } from './schedule.schema.ts';
import type { WidgetComponentProps } from '#registry/define-widget.ts';
import { SchedulePage } from './schedule-page.tsx';
import { SchedulePrint } from './schedule-print.tsx';
import { ScheduleText } from './schedule-text.tsx';

/** spec 2.1 Schedule, Text schedule, Printable schedule: one widget, the template picks the variant. */
export default function Schedule(widget: WidgetComponentProps<ScheduleProps, ScheduleData>) {
  if (widget.props.variant === 'text') return <ScheduleText {...widget} />;
  if (widget.props.variant === 'print') return <SchedulePrint {...widget} />;
  return <SchedulePage {...widget} />;
}
