import { Component, Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import type { Sport } from '#schemas/entities/sport.ts';
import type { WidgetInstance, WidgetResult } from '#schemas/page.ts';
import type { LoadedWidget, WidgetDefinition } from '#registry/define-widget.ts';
import { widgetRegistry } from '#registry/widgets.ts';

interface SlotProps {
  instance: WidgetInstance;
  result: WidgetResult | undefined;
  sport: Sport | null;
  path: string;
}
type ReadyProps = Omit<SlotProps, 'result'> & { result: { ok: true; data: unknown } };

function report(path: string, instance: WidgetInstance, error: string): void {
  console.error(`[widget] ${path} #${instance.id} (${instance.name}): ${error}`);
}

function describeIssues(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): string {
  return error.issues.map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`).join('; ');
}

/** What a fan sees in place of a broken widget: a quiet note; the rest of the page is untouched. */
export function WidgetFallback({ instance }: { instance: WidgetInstance }) {
  return (
    <div className="widget widget-fallback" data-widget={instance.name} data-widget-id={instance.id} data-widget-error="">
      <p>This section is unavailable right now.</p>
    </div>
  );
}

class WidgetErrorBoundary extends Component<{ instance: WidgetInstance; path: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error) {
    report(this.props.path, this.props.instance, error.message);
  }
  override render() {
    return this.state.failed ? <WidgetFallback instance={this.props.instance} /> : this.props.children;
  }
}

/** Validates props and data against the widget's own schemas (loaded with it), then renders it. */
function Validated({ loaded, instance, result, sport, path }: ReadyProps & { loaded: LoadedWidget<unknown, unknown> }) {
  const props = loaded.props.safeParse(instance.props);
  const data = loaded.data.safeParse(result.data);
  if (!props.success || !data.success) {
    report(path, instance, !props.success ? `Invalid props: ${describeIssues(props.error)}` : `Invalid data: ${describeIssues(data.error!)}`);
    return <WidgetFallback instance={instance} />;
  }
  const Widget = loaded.component;
  return (
    <div className="widget" data-widget={instance.name} data-widget-id={instance.id}>
      <Widget props={props.data} data={data.data} sport={sport} id={instance.id} />
    </div>
  );
}

/** One lazy component per registry entry, made once at module load (React.lazy must not be made per render). */
const lazyWidgets: Record<string, ComponentType<ReadyProps>> = Object.fromEntries(
  Object.entries(widgetRegistry).map(([name, definition]) => [
    name,
    lazy(async () => {
      const loaded = await (definition as unknown as WidgetDefinition<unknown, unknown>).load();
      return { default: (props: ReadyProps) => <Validated loaded={loaded} {...props} /> };
    }),
  ]),
);

/** Renders one widget instance: registry lookup, lazy code, validation, its own error boundary. */
export function WidgetSlot({ instance, result, sport, path }: SlotProps) {
  const Widget = Object.hasOwn(lazyWidgets, instance.name) ? lazyWidgets[instance.name] : undefined;
  const failure = !Widget ? `Unknown widget "${instance.name}"` : !result ? 'No data in the page payload' : !result.ok ? result.error : null;
  if (failure || !Widget || !result?.ok) {
    report(path, instance, failure ?? 'unknown');
    return <WidgetFallback instance={instance} />;
  }
  return (
    <WidgetErrorBoundary instance={instance} path={path}>
      <Suspense fallback={<div className="widget widget-placeholder" aria-busy="true" />}>
        <Widget instance={instance} result={result} sport={sport} path={path} />
      </Suspense>
    </WidgetErrorBoundary>
  );
}
