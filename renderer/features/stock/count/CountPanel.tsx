/**
 * Stock → Count: a count started, counted by scan or typed, its variances reviewed and applied at
 * the store, then its report (CSV, or printed / saved as PDF from the page). The count is the main
 * process's, kept on its disk: reopening the tab (or the app) finds it as it was.
 */
import { dateTime } from '../../../ui/words/format-time.js';
import { useEffect, useState } from 'react';
import { pos } from '../../../bridge/pos.js';
import { ErrorBanner } from '../../../ui/ErrorBanner.js';
import { downloadText } from '../../reports/download-text.js';
import { printScreen } from '../../reports/print-paper.js';
import { useApp } from '../../../shell/app.js';
import { CountLines } from './CountLines.js';
import { CountReview, VarianceTable } from './CountReview.js';
import { CountStart } from './CountStart.js';
import { useCount } from './count-store.js';
import '../../../styles/stock-count.css';

function CountApplied() {
  const count = useCount((s) => s.count);
  const review = useCount((s) => s.review);
  const said = useCount((s) => s.said);
  const run = useCount((s) => s.run);
  const [saved, setSaved] = useState<string | null>(null);
  const currency = useApp((s) => s.info?.currency ?? 'USD');
  if (!count) return null;
  const saveCsv = async () => {
    const report = await pos().stockCount.report();
    downloadText(report.fileName, report.csv);
    setSaved(`Saved ${report.fileName}.`);
  };
  return (
    <div className="count-applied count-report">
      <p role="status">{said ?? `Count ${count.id} applied at ${count.stockLocationName}.`}</p>
      <p className="muted">
        Counted by {count.startedBy}; approved by {count.approvedBy ?? 'no one'}; {count.appliedAt ? dateTime(count.appliedAt) : ''}
      </p>
      {review && <VarianceTable review={review} currency={currency} />}
      <div className="count-actions">
        {saved && <span className="muted">{saved}</span>}
        <button type="button" className="btn" onClick={() => void saveCsv()}>
          Save the report (CSV)
        </button>
        <button type="button" className="btn" onClick={() => void printScreen()}>
          Print or save as PDF
        </button>
        <button type="button" className="btn btn-primary" onClick={() => void run(async () => (await pos().stockCount.discard(), null))}>
          New count
        </button>
      </div>
    </div>
  );
}

/** A count being applied whose review has not come yet (the app restarted meanwhile): said, or offered again if it could not be read. */
function ReviewComing({ failed }: { failed: boolean }) {
  const busy = useCount((s) => s.busy);
  const showReview = useCount((s) => s.showReview);
  if (!failed) {
    return (
      <p className="muted" role="status">
        Loading the count’s review…
      </p>
    );
  }
  return (
    <div className="count-actions">
      <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void showReview()}>
        Show the review again
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
  useEffect(() => {
    void load();
  }, [load]);
  const title = count
    ? `Count ${count.id} · ${count.scope === 'full' ? 'Full' : 'Partial'} · ${count.taxonName ?? 'Every category'} · ${count.stockLocationName}`
    : 'New count';
  return (
    <section className="count-panel" aria-label="Stock count">
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
