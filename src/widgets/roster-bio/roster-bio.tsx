import type { RosterBioData, RosterBioProps } from '#schemas/widgets/roster-bio.ts';
import type { WidgetComponentProps } from '#registry/define-widget.ts';

// PLACEHOLDER: replaced by the real roster-bio widget.
export default function RosterBio(_: WidgetComponentProps<RosterBioProps, RosterBioData>) {
  return null;
}
