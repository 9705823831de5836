import type { RosterData, RosterProps } from '#schemas/widgets/roster.ts';
import type { WidgetComponentProps } from '#registry/define-widget.ts';

// PLACEHOLDER: replaced by the real roster widget.
export default function Roster(_: WidgetComponentProps<RosterProps, RosterData>) {
  return null;
}
