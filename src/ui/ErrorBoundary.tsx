import { Component, type ReactNode } from 'react';

/** Keeps a failing panel from blanking the page: it shows what failed, and the rest keeps working. */
export class ErrorBoundary extends Component<{ name: string; children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className="rounded-md border border-bad bg-bad/10 p-3 text-sm">
        <p className="font-semibold">
          <span aria-hidden="true">✗ </span>
          {this.props.name} failed to render: {this.state.error.message}
        </p>
        <button type="button" className="mt-2 underline" onClick={() => this.setState({ error: null })}>
          Try again
        </button>
      </div>
    );
  }
}
