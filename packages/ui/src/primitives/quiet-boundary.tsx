import { Component, type ReactNode } from "react";

/**
 * Renders nothing instead of `children` once they throw: for decoration that may fail to load
 * (the app's name above a page) without taking the page down with it.
 */
export class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
