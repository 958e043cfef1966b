/**
 * A screen that fails to draw shows what happened and a way on, never a blank window: the sale
 * and everything else live in the main process, so nothing is lost by trying again. Keyed by
 * screen, so going to another screen starts clean.
 */
import { Component, createRef, type ReactNode, type RefObject } from 'react';
import { defineMessages } from '../../shared/i18n/words.js';
import { useWords } from '../i18n/use-words.js';

const messages = defineMessages({
  title: { id: 'app.screenError.title', defaultMessage: 'This screen could not be shown' },
  nothingLost: {
    id: 'app.screenError.nothingLost',
    defaultMessage: 'Nothing was lost: the sale in progress and the tracked orders are kept by the till. Try again, or go back to selling.',
  },
  missingCode: { id: 'app.screenError.missingCode', defaultMessage: 'Part of the app could not be loaded.' },
  tryAgain: { id: 'app.screenError.tryAgain', defaultMessage: 'Try again' },
  backToSell: { id: 'app.screenError.backToSell', defaultMessage: 'Back to Sell' },
});

interface Props {
  children: ReactNode;
  /** Going home; when the failed screen is home already, Back to Sell draws it afresh instead. */
  onHome(): void;
  atHome?: boolean;
}

interface State {
  error: Error | null;
}

/** A screen's code that could not be loaded (an update replaced it, or the file is missing). */
function isMissingCode(error: Error): boolean {
  return /dynamically imported module|Importing a module script failed|ChunkLoadError/i.test(`${error.name} ${error.message}`);
}

export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };
  private heading = createRef<HTMLHeadingElement>();

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown): void {
    console.error('A screen failed to draw:', error);
  }

  override componentDidMount(): void {
    if (this.state.error) this.heading.current?.focus();
  }

  override componentDidUpdate(_props: Props, before: State): void {
    // The focused control went with the screen: the message takes the focus, its buttons next.
    if (this.state.error && !before.error) this.heading.current?.focus();
  }

  private retry = () => {
    const { error } = this.state;
    // A screen whose code failed to load stays failed until the page loads again.
    if (error && isMissingCode(error)) window.location.reload();
    else this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <ScreenErrorView
        error={error}
        heading={this.heading}
        onRetry={this.retry}
        onHome={this.props.atHome ? () => this.setState({ error: null }) : this.props.onHome}
      />
    );
  }
}

/** The failed screen's words (in the screen's language) and its two ways on. */
function ScreenErrorView({
  error,
  heading,
  onRetry,
  onHome,
}: {
  error: Error;
  heading: RefObject<HTMLHeadingElement | null>;
  onRetry(): void;
  onHome(): void;
}) {
  const words = useWords();
  return (
    <section className="card screen-error" role="alert" aria-labelledby="screen-error-title">
      <h2 id="screen-error-title" ref={heading} tabIndex={-1}>
        {words.formatMessage(messages.title)}
      </h2>
      <p>{words.formatMessage(messages.nothingLost)}</p>
      <p className="muted small">{isMissingCode(error) ? words.formatMessage(messages.missingCode) : error.message}</p>
      <div className="form-actions">
        <button type="button" className="btn" onClick={onRetry}>
          {words.formatMessage(messages.tryAgain)}
        </button>
        <button type="button" className="btn btn-primary" onClick={onHome}>
          {words.formatMessage(messages.backToSell)}
        </button>
      </div>
    </section>
  );
}
