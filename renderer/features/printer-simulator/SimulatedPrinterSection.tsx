/**
 * Settings → Simulated printer: for a trainer, what the till's simulated receipt printer printed
 * (each job as the paper would show it, an image the simulator drew, and its text for a screen
 * reader) and the drawer kicks, newest first; and the faults it can be set to, to practise what
 * the clerk is told when a printer is out of paper or does not answer.
 */
import { useCallback, useEffect, useState } from 'react';
import { PRINTER_FAULTS, type PrinterFault, type SimulatedPrinterView } from '../../../shared/hardware/printer-simulator-calls.js';
import { pos } from '../../bridge/pos.js';
import { ErrorBanner } from '../../ui/ErrorBanner.js';
import { useAction } from '../../ui/use-action.js';
import { timeOfDay } from '../../ui/words/format-time.js';
import '../../styles/printer-simulator.css';

const FAULT_WORDS: Record<PrinterFault, string> = {
  none: 'Working',
  refuse: 'Refuses connections',
  silent: 'Does not answer',
  'paper-out': 'Out of paper',
  'cover-open': 'Cover open',
};

/** The simulator's own SVG as an image (the page's policy allows data: images; an image runs no script). */
const svgSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

export function SimulatedPrinterSection() {
  const [view, setView] = useState<SimulatedPrinterView | null>(null);
  const [shownFault, setShownFault] = useState<PrinterFault | null>(null);
  const { busy, error, run } = useAction();
  const refresh = useCallback(() => void run(async () => setView(await pos().printerSimulator.view())), [run]);
  useEffect(refresh, [refresh]);
  if (view && view.address === null) return null;
  // The choice shows a touch at once; what main answers (or the error, with the choice back as it was) follows.
  const setFault = (fault: PrinterFault) => {
    setShownFault(fault);
    void run(async () => setView(await pos().printerSimulator.setFault(fault))).finally(() => setShownFault(null));
  };

  return (
    <section className="card settings-card" aria-labelledby="simulated-printer-title">
      <h2 id="simulated-printer-title">Simulated printer</h2>
      <p className="muted">
        For training: the printer of kind “simulated” prints here{view?.address ? ` (${view.address})` : ''}. What it printed is kept in memory only, the last
        50.
      </p>
      {error && <ErrorBanner message={error.message} />}
      <fieldset className="sim-faults">
        <legend>The simulated printer is</legend>
        {PRINTER_FAULTS.map((fault) => (
          <label key={fault} className="sim-fault">
            <input type="radio" name="sim-fault" checked={(shownFault ?? view?.fault) === fault} disabled={!view || busy} onChange={() => setFault(fault)} />
            {FAULT_WORDS[fault]}
          </label>
        ))}
      </fieldset>
      <div className="sim-actions">
        <button type="button" className="btn" onClick={refresh} disabled={busy}>
          Show what it printed
        </button>
        <button
          type="button"
          className="btn"
          onClick={() => void run(async () => setView(await pos().printerSimulator.clear()))}
          disabled={busy || !view?.jobs.length}
        >
          Forget it
        </button>
      </div>
      <p className="muted" role="status">
        {view
          ? `${view.jobs.length === 1 ? '1 job' : `${view.jobs.length} jobs`} printed, ${view.kicks.length === 1 ? '1 drawer kick' : `${view.kicks.length} drawer kicks`}`
          : 'Reading the simulated printer…'}
        {view?.kicks[0] ? `; the last kick at ${timeOfDay(view.kicks[0].at)} on pin ${view.kicks[0].pin}.` : '.'}
      </p>
      <ol className="sim-jobs" aria-label="Printed jobs, newest first">
        {view?.jobs.map((job) => (
          <li key={job.id} className="sim-job">
            <p className="sim-job-title">
              Job {job.id} at {timeOfDay(job.at)}
              {job.cut ? ', cut' : ''}
              {job.kicks ? `, drawer kicked` : ''}
              {job.barcodes.length ? ` · barcode ${job.barcodes.join(', ')}` : ''}
            </p>
            <img className="sim-job-image" src={svgSource(job.svg)} alt={job.lines.filter((line) => line.trim() !== '').join('\n')} />
          </li>
        ))}
      </ol>
    </section>
  );
}
