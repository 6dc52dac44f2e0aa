import { Component, type ErrorInfo, type ReactNode } from 'react';
import { apiRequest } from '../../lib/api-client';

interface State {
  error: Error | null;
}

function reportError(error: Error) {
  const stack = error.stack?.slice(0, 8000);
  void apiRequest('/api/client-errors', {
    method: 'POST',
    body: {
      message: error.message.slice(0, 2000) || 'Unknown error',
      stack,
      page: location.pathname,
    },
  }).catch(() => {
    // Reporting is best effort; the visitor already sees the fallback.
  });
}

const isChunkLoadFailure = (error: Error) =>
  /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
    error.message,
  );

/** Shows a friendly card instead of a blank page when a page crashes, and reports it. */
export class ErrorBoundary extends Component<{ children: ReactNode; resetKey?: string }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, _info: ErrorInfo) {
    reportError(error);
  }

  override componentDidUpdate(previous: { resetKey?: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.error)
      this.setState({ error: null });
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const stale = isChunkLoadFailure(error);
    return (
      <div className="mx-auto max-w-xl px-4 py-20">
        <div className="panel p-8 text-center" role="alert">
          <h1 className="text-2xl font-bold text-gradient">
            {stale ? 'The station was updated' : 'This page hit a glitch'}
          </h1>
          <p className="mt-3 text-muted">
            {stale
              ? 'A newer version of the site is available. Reload to continue.'
              : 'Something went wrong while showing this page. The team has been told.'}
          </p>
          <button type="button" className="btn btn-primary mt-6" onClick={() => location.reload()}>
            Reload the page
          </button>
        </div>
      </div>
    );
  }
}
