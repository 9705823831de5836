import { Suspense, lazy } from 'react';
import type { EditorWidget, Instance } from './editor-api.ts';
import { sameProps } from './same-props.ts';
import { SettingsBoundary } from './settings-boundary.tsx';

// rjsf and the props validators load only when a widget's settings are opened.
const PropsForm = lazy(() => import('./props-form.tsx'));

/** The settings of the selected widget, in the editor's settings panel: only valid settings that differ are saved. */
export function WidgetSettings({
  instance,
  widget,
  label,
  onChange,
}: {
  instance: Instance;
  widget: EditorWidget;
  label: string;
  onChange: (props: Record<string, unknown>) => void;
}) {
  return (
    <section className="editor-settings" aria-labelledby="editor-settings-title">
      <h3 id="editor-settings-title">Settings: {label}</h3>
      <SettingsBoundary key={instance.id}>
        <Suspense fallback={<p className="editor-note">Loading the settings…</p>}>
          <PropsForm
            key={instance.id}
            widget={widget}
            instanceId={instance.id}
            value={instance.props}
            onValid={(props) => {
              if (!sameProps(props, instance.props)) onChange(props);
            }}
          />
        </Suspense>
      </SettingsBoundary>
    </section>
  );
}
