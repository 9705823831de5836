import type { ScheduleData, ScheduleProps } from '#schemas/widgets/schedule.ts';
import type { WidgetComponentProps } from '#registry/define-widget.ts';

// PLACEHOLDER: replaced by the real schedule widget.
export default function Schedule(_: WidgetComponentProps<ScheduleProps, ScheduleData>) {
  return null;
}
