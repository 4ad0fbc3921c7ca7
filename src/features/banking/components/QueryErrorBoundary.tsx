import { Component, type ReactNode } from "react";

export interface QueryErrorBoundaryProps {
  /** What stands in place of the failed part; `retry` renders the children again. */
  fallback: (error: Error, retry: () => void) => ReactNode;
  children: ReactNode;
}

/** Catches a failed query of a part of the page (the drawer, the link search), so the rest
 * of the page stays usable. */
export class QueryErrorBoundary extends Component<QueryErrorBoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  private readonly retry = () => this.setState({ error: null });
  override render() {
    return this.state.error ? this.props.fallback(this.state.error, this.retry) : this.props.children;
  }
}
