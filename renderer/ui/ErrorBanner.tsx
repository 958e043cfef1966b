import { defineMessages } from '../../shared/i18n/words.js';
import { useWords } from '../i18n/use-words.js';

const messages = defineMessages({
  retry: { id: 'ui.errorBanner.retry', defaultMessage: 'Retry' },
  dismiss: { id: 'ui.errorBanner.dismiss', defaultMessage: 'Dismiss' },
});

export function ErrorBanner({ message, onRetry, onDismiss }: { message: string; onRetry?: () => void; onDismiss?: () => void }) {
  const words = useWords();
  return (
    <div className="banner banner-error" role="alert">
      <span>{message}</span>
      <span className="banner-actions">
        {onRetry && (
          <button type="button" className="btn btn-small" onClick={onRetry}>
            {words.formatMessage(messages.retry)}
          </button>
        )}
        {onDismiss && (
          <button type="button" className="btn btn-small btn-ghost" onClick={onDismiss}>
            {words.formatMessage(messages.dismiss)}
          </button>
        )}
      </span>
    </div>
  );
}
