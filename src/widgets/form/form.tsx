import type { FormData, FormProps } from '#schemas/widgets/form.ts';
import type { WidgetComponentProps } from '#registry/define-widget.ts';

// PLACEHOLDER: replaced by the real form widget.
export default function Form(_: WidgetComponentProps<FormProps, FormData>) {
  return null;
}
