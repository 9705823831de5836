import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import * as z from 'zod/mini';
import type { Sport } from '#schemas/entities/sport.ts';
import type { WidgetInstance, WidgetResult } from '#schemas/page.ts';
import { getWidget } from '#registry/widgets.ts';

interface SlotProps {
  instance: WidgetInstance;
  result: WidgetResult | undefined;
  sport: Sport | null;
  path: string;
}

function report(path: string, instance: WidgetInstance, error: string): void {
  console.error(`[widget] ${path} #${instance.id} (${instance.name}): ${error}`);
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
  override componentDidCatch(error: Error, info: ErrorInfo) {
    report(this.props.path, this.props.instance, error.message);
    void info;
  }
  override render() {
    return this.state.failed ? <WidgetFallback instance={this.props.instance} /> : this.props.children;
  }
}

/** Renders one widget instance: registry lookup, props and data validation, its own error boundary. */
export function WidgetSlot({ instance, result, sport, path }: SlotProps) {
  const widget = getWidget(instance.name);
  let failure: string | null = null;
  let props: unknown;
  let data: unknown;
  if (!widget) failure = `Unknown widget "${instance.name}"`;
  else if (!result) failure = 'No data in the page payload';
  else if (!result.ok) failure = result.error;
  else {
    const parsedProps = widget.props.safeParse(instance.props);
    const parsedData = widget.data.safeParse(result.data);
    if (!parsedProps.success) failure = `Invalid props: ${z.prettifyError(parsedProps.error)}`;
    else if (!parsedData.success) failure = `Invalid data: ${z.prettifyError(parsedData.error)}`;
    else {
      props = parsedProps.data;
      data = parsedData.data;
    }
  }
  if (failure || !widget) {
    report(path, instance, failure ?? 'unknown');
    return <WidgetFallback instance={instance} />;
  }
  const Widget = widget.component;
  return (
    <WidgetErrorBoundary instance={instance} path={path}>
      <Suspense fallback={<div className="widget widget-placeholder" aria-busy="true" />}>
        <div className="widget" data-widget={instance.name} data-widget-id={instance.id}>
          <Widget props={props as never} data={data as never} sport={sport} id={instance.id} />
        </div>
      </Suspense>
    </WidgetErrorBoundary>
  );
}
