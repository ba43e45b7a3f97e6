import { Component, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  /** When this changes, a caught error is forgotten and the children are tried again. */
  resetKey: unknown;
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

interface ErrorBoundaryState {
  // Boxed: anything can be thrown, undefined and null included, so "no error" needs its own value.
  caught: { error: unknown } | null;
  resetKey: unknown;
}

/**
 * Shows `fallback` instead of children that threw while rendering (a lazy page whose chunk failed to
 * load throws too). React offers this only as a class component.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { caught: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { caught: { error } };
  }

  // Resetting here rather than in componentDidUpdate means the render for the new key already shows
  // the children, without first committing the old fallback once more.
  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    return Object.is(props.resetKey, state.resetKey) ? null : { caught: null, resetKey: props.resetKey };
  }

  override render() {
    return this.state.caught ? this.props.fallback(this.state.caught.error) : this.props.children;
  }
}
