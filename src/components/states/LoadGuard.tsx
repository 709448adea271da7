import { Component, type ErrorInfo, type ReactNode } from 'react';

interface LoadGuardProps {
  children: ReactNode;
  /** What shows instead when a part's code could not be loaded (no connection). */
  fallback: ReactNode;
}

/**
 * Catches a lazily loaded part of a page (a dialog, a chart) whose code failed to load, and shows `fallback`
 * instead of handing the error to the route's error screen: the rest of the page stays as it was.
 */
export default class LoadGuard extends Component<LoadGuardProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.warn('A part of the page could not be loaded', error, info.componentStack);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
