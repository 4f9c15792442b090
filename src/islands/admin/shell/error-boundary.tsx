import { Component, type ReactNode } from 'react';

interface BoundaryProps {
  children: ReactNode;
  /** What shows instead of `children` once they failed; `retry` renders them again. */
  failed: (retry: () => void) => ReactNode;
  /** Runs before a retry renders the children again (lazy-part.tsx: a new download). */
  onRetry?: () => void;
}

/**
 * The admin's one error boundary: a part that fails to render (most often because its code could
 * not be downloaded: docs/architecture.md#lazy-parts) shows `failed` in its place, and the rest of
 * the admin, any open dialog's input with it, stays. Used through `LazyPart` (lazy-part.tsx).
 */
export class ErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  retry = () => {
    this.props.onRetry?.();
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? this.props.failed(this.retry) : this.props.children;
  }
}
