import { Component, Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import type { Sport } from '#schemas/entities/sport.ts';
import type { WidgetInstance, WidgetResult } from '#schemas/page.ts';
import { recoverFromChunkError } from '#src/data/chunk-recovery.ts';
import type { WidgetComponentProps, WidgetDefinition, WidgetModule } from '#registry/define-widget.ts';
import { hideOnClass } from '#registry/hide-on.ts';

type WidgetComponent = ComponentType<WidgetComponentProps<unknown, unknown>>;

interface SlotProps {
  instance: WidgetInstance;
  result: WidgetResult | undefined;
  sport: Sport | null;
  path: string;
  /** The page's title (PagePayload.page.title). */
  pageTitle?: string;
  /** The widget's module URL the server named (production builds); without it the registry loads it. */
  module?: string | undefined;
}
type ReadyProps = Omit<SlotProps, 'result'> & { result: { ok: true; data: unknown } };

function report(path: string, instance: WidgetInstance, error: string): void {
  console.error(`[widget] ${path} #${instance.id} (${instance.name}): ${error}`);
}

/** A slot's classes: a widget hidden on phones or desktops (common props) is hidden by CSS, in every state. */
function slotClass(instance: WidgetInstance, state?: string): string {
  return ['widget', state, hideOnClass(instance.props)].filter(Boolean).join(' ');
}

/** What a fan sees in place of a broken widget: a quiet note; the rest of the page is untouched. */
export function WidgetFallback({ instance }: { instance: WidgetInstance }) {
  return (
    <div className={slotClass(instance, 'widget-fallback')} data-widget={instance.name} data-widget-id={instance.id} data-widget-error="">
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

/** Renders a widget whose props and data the page loader has already checked against its schemas. */
function Ready({ component: Widget, instance, result, sport, pageTitle }: ReadyProps & { component: WidgetComponent }) {
  return (
    <div className={slotClass(instance)} data-widget={instance.name} data-widget-id={instance.id}>
      <Widget
        props={instance.props}
        data={result.data}
        sport={sport}
        id={instance.id}
        {...(pageTitle === undefined ? {} : { pageTitle })}
      />
    </div>
  );
}

/**
 * A widget's code: in the browser, the module the server named for this page (so the page chunk carries no table
 * of every widget); on the server and in development, the registry.
 */
async function loadWidget(name: string, module: string | undefined): Promise<WidgetComponent> {
  if (!import.meta.env.SSR && module) return import(/* @vite-ignore */ module).then((m: WidgetModule<unknown, unknown>) => m.default);
  const { widgetRegistry } = await import('#registry/widgets.ts');
  const definition = Object.hasOwn(widgetRegistry, name)
    ? (widgetRegistry as Record<string, WidgetDefinition<unknown, unknown>>)[name]
    : undefined;
  if (!definition) throw new Error(`Unknown widget "${name}"`);
  return (await definition.load()).default;
}

/** One lazy component per widget (and module URL), made once (React.lazy must not be made per render). */
const lazyWidgets = new Map<string, ComponentType<ReadyProps>>();
function lazyWidget(name: string, module: string | undefined): ComponentType<ReadyProps> {
  const key = `${name}|${module ?? ''}`;
  let widget = lazyWidgets.get(key);
  if (!widget) {
    widget = lazy(async () => {
      const component = await loadWidget(name, module).catch((error: unknown) => {
        // spec 4: a chunk gone after a deploy loads the page again as a document; until then the placeholder stays.
        if (!import.meta.env.SSR && recoverFromChunkError(error)) return new Promise<never>(() => undefined);
        lazyWidgets.delete(key);
        throw error;
      });
      return { default: (props: ReadyProps) => <Ready component={component} {...props} /> };
    });
    lazyWidgets.set(key, widget);
  }
  return widget;
}

/** Renders one widget instance: registry lookup, lazy code, its own error boundary (the loader validated it). */
export function WidgetSlot({ instance, result, sport, path, pageTitle, module }: SlotProps) {
  const failure = !result ? 'No data in the page payload' : !result.ok ? result.error : null;
  if (failure || !result?.ok) {
    report(path, instance, failure ?? 'unknown');
    return <WidgetFallback instance={instance} />;
  }
  const Widget = lazyWidget(instance.name, module);
  return (
    <WidgetErrorBoundary instance={instance} path={path}>
      <Suspense fallback={<div className={slotClass(instance, 'widget-placeholder')} aria-busy="true" />}>
        {/* eslint-disable-next-line react-hooks/static-components -- one lazy component per widget, made once and kept (lazyWidgets) */}
        <Widget instance={instance} result={result} sport={sport} path={path} {...(pageTitle === undefined ? {} : { pageTitle })} />
      </Suspense>
    </WidgetErrorBoundary>
  );
}
