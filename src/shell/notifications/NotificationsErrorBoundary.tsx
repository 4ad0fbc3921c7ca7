import { Component, type ReactNode } from "react";

interface NotificationsErrorBoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
}

/** Keeps a failed notifications request inside the pop-up (the page around it stays). */
export class NotificationsErrorBoundary extends Component<NotificationsErrorBoundaryProps, { hasFailed: boolean }> {
  override state = { hasFailed: false };

  static getDerivedStateFromError() {
    return { hasFailed: true };
  }

  override render() {
    return this.state.hasFailed ? this.props.fallback : this.props.children;
  }
}
