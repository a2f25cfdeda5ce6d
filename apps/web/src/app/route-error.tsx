import { messages } from '@akkyeo/contracts';
import { Component, type ReactNode } from 'react';
import { NotFound } from '@/shared/ui';
import styles from './status-page.module.css';

/** Shown when a page throws or its chunk fails to load (e.g. after a deploy). */
function RouteError() {
  return (
    <div className={styles.shell}>
      <NotFound message={messages.app.loadFailed} reload />
    </div>
  );
}

interface Props {
  /** The location's key: the error page stays until the next navigation. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  resetKey: string;
}

/** Catches what the screens throw (React logs it) and shows the error page in their place. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
