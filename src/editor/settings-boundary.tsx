import { Component, type ReactNode } from 'react';

/** One widget's settings form failing (a schema rjsf cannot draw) must not take the editor down with it. */
export class SettingsBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('Widget settings form failed', error);
  }

  override render(): ReactNode {
    if (this.state.failed)
      return (
        <p role="alert" className="form-error">
          These settings cannot be edited here. The widget stays as it is; other widgets can still be edited.
        </p>
      );
    return this.props.children;
  }
}
