/**
 * Stock → Count: a count started, counted by scan or typed, its variances reviewed and applied at
 * the store, then its report (CSV, or printed / saved as PDF from the page). The count is the main
 * process's, kept on its disk: reopening the tab (or the app) finds it as it was.
 */
import { dateTime } from '../../../ui/words/format-time.js';
import { useEffect, useState } from 'react';
import { defineMessages } from '../../../../shared/i18n/words.js';
import { pos } from '../../../bridge/pos.js';
import { useWords } from '../../../i18n/use-words.js';
import { ErrorBanner } from '../../../ui/ErrorBanner.js';
import { downloadText } from '../../reports/download-text.js';
import { printScreen } from '../../reports/print-paper.js';
import { useApp } from '../../../shell/app.js';
import { CountLines } from './CountLines.js';
import { CountReview, VarianceTable } from './CountReview.js';
import { CountStart } from './CountStart.js';
import { useCount } from './count-store.js';
import { THE_TILL } from '../../../../shared/stock/count-calls.js';
import '../../../styles/stock-count.css';

const messages = defineMessages({
  saved: { id: 'stock.countPanel.saved', defaultMessage: 'Saved {fileName}.' },
  applied: { id: 'stock.countPanel.applied', defaultMessage: 'Count {id} applied at {location}.' },
  approvedBy: { id: 'stock.countPanel.approvedBy', defaultMessage: 'Counted by {startedBy}; approved by {approvedBy}; {at}' },
  approvedByNoOne: { id: 'stock.countPanel.approvedByNoOne', defaultMessage: 'Counted by {startedBy}; approved by no one; {at}' },
  theTill: { id: 'stock.countPanel.theTill', defaultMessage: 'the till' },
  saveCsv: { id: 'stock.countPanel.saveCsv', defaultMessage: 'Save the report (CSV)' },
  print: { id: 'stock.countPanel.print', defaultMessage: 'Print or save as PDF' },
  newCount: { id: 'stock.countPanel.newCount', defaultMessage: 'New count' },
  loadingReview: { id: 'stock.countPanel.loadingReview', defaultMessage: 'Loading the count’s review…' },
  reviewAgain: { id: 'stock.countPanel.reviewAgain', defaultMessage: 'Show the review again' },
  title: {
    id: 'stock.countPanel.title',
    defaultMessage: 'Count {id} · {scope, select, full {Full} other {Partial}} · {category} · {location}',
  },
  everyCategory: { id: 'stock.countPanel.everyCategory', defaultMessage: 'Every category' },
  panel: { id: 'stock.countPanel.panel', defaultMessage: 'Stock count' },
});

function CountApplied() {
  const count = useCount((s) => s.count);
  const review = useCount((s) => s.review);
  const said = useCount((s) => s.said);
  const run = useCount((s) => s.run);
  const [saved, setSaved] = useState<string | null>(null);
  const words = useWords();
  const currency = useApp((s) => s.info?.currency ?? 'USD');
  if (!count) return null;
  // No one signed in: the till counted (or approved), said in the clerk's language.
  const nameOf = (name: string) => (name === THE_TILL ? words.formatMessage(messages.theTill) : name);
  const saveCsv = async () => {
    const report = await pos().stockCount.report();
    downloadText(report.fileName, report.csv);
    setSaved(words.formatMessage(messages.saved, { fileName: report.fileName }));
  };
  return (
    <div className="count-applied count-report">
      <p role="status">{said ?? words.formatMessage(messages.applied, { id: count.id, location: count.stockLocationName })}</p>
      <p className="muted">
        {words.formatMessage(count.approvedBy ? messages.approvedBy : messages.approvedByNoOne, {
          startedBy: nameOf(count.startedBy),
          approvedBy: count.approvedBy && nameOf(count.approvedBy),
          at: count.appliedAt ? dateTime(count.appliedAt) : '',
        })}
      </p>
      {review && <VarianceTable review={review} currency={currency} />}
      <div className="count-actions">
        {saved && <span className="muted">{saved}</span>}
        <button type="button" className="btn" onClick={() => void saveCsv()}>
          {words.formatMessage(messages.saveCsv)}
        </button>
        <button type="button" className="btn" onClick={() => void printScreen()}>
          {words.formatMessage(messages.print)}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => void run(async () => (await pos().stockCount.discard(), null))}>
          {words.formatMessage(messages.newCount)}
        </button>
      </div>
    </div>
  );
}

/** A count being applied whose review has not come yet (the app restarted meanwhile): said, or offered again if it could not be read. */
function ReviewComing({ failed }: { failed: boolean }) {
  const busy = useCount((s) => s.busy);
  const showReview = useCount((s) => s.showReview);
  const words = useWords();
  if (!failed) {
    return (
      <p className="muted" role="status">
        {words.formatMessage(messages.loadingReview)}
      </p>
    );
  }
  return (
    <div className="count-actions">
      <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void showReview()}>
        {words.formatMessage(messages.reviewAgain)}
      </button>
    </div>
  );
}

export function CountPanel() {
  const count = useCount((s) => s.count);
  const review = useCount((s) => s.review);
  const error = useCount((s) => s.error);
  const reviewFailed = useCount((s) => s.reviewFailed);
  const load = useCount((s) => s.load);
  const currency = useApp((s) => s.info?.currency ?? 'USD');
  const words = useWords();
  useEffect(() => {
    void load();
  }, [load]);
  const title = count
    ? words.formatMessage(messages.title, {
        id: count.id,
        scope: count.scope,
        category: count.taxonName ?? words.formatMessage(messages.everyCategory),
        location: count.stockLocationName,
      })
    : words.formatMessage(messages.newCount);
  return (
    <section className="count-panel" aria-label={words.formatMessage(messages.panel)}>
      <h3 className="count-title">{title}</h3>
      {error && <ErrorBanner message={error} onDismiss={() => useCount.setState({ error: null })} />}
      {!count && <CountStart />}
      {count?.state === 'counting' && !review && <CountLines count={count} />}
      {count?.state === 'counting' && review && <CountReview review={review} currency={currency} />}
      {count?.state === 'applying' && review && <CountReview review={review} currency={currency} />}
      {count?.state === 'applying' && !review && <ReviewComing failed={reviewFailed} />}
      {count?.state === 'applied' && <CountApplied />}
    </section>
  );
}
