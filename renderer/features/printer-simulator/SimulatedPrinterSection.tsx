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
import { defineMessages } from '../../../shared/i18n/words.js';
import { useWords } from '../../i18n/use-words.js';

const FAULT_WORDS = defineMessages<PrinterFault>({
  none: { id: 'printer.simulator.faultNone', defaultMessage: 'Working' },
  refuse: { id: 'printer.simulator.faultRefuse', defaultMessage: 'Refuses connections' },
  silent: { id: 'printer.simulator.faultSilent', defaultMessage: 'Does not answer' },
  'paper-out': { id: 'printer.simulator.faultPaperOut', defaultMessage: 'Out of paper' },
  'cover-open': { id: 'printer.simulator.faultCoverOpen', defaultMessage: 'Cover open' },
});

const messages = defineMessages({
  title: { id: 'printer.simulator.title', defaultMessage: 'Simulated printer' },
  explain: {
    id: 'printer.simulator.explain',
    defaultMessage:
      'For training: the printer of kind “simulated” prints here{address, select, none {} other { ({address})}}. What it printed is kept in memory only, the last 50.',
  },
  faultLegend: { id: 'printer.simulator.faultLegend', defaultMessage: 'The simulated printer is' },
  show: { id: 'printer.simulator.show', defaultMessage: 'Show what it printed' },
  forget: { id: 'printer.simulator.forget', defaultMessage: 'Forget it' },
  counts: {
    id: 'printer.simulator.counts',
    defaultMessage: '{jobs, plural, one {# job} other {# jobs}} printed, {kicks, plural, one {# drawer kick} other {# drawer kicks}}',
  },
  reading: { id: 'printer.simulator.reading', defaultMessage: 'Reading the simulated printer…' },
  lastKick: { id: 'printer.simulator.lastKick', defaultMessage: '; the last kick at {time} on pin {pin}.' },
  jobs: { id: 'printer.simulator.jobs', defaultMessage: 'Printed jobs, newest first' },
  job: {
    id: 'printer.simulator.job',
    defaultMessage:
      'Job {id} at {time}{cut, select, yes {, cut} other {}}{kicked, select, yes {, drawer kicked} other {}}{hasBarcodes, select, yes { · barcode {barcodes}} other {}}',
  },
});

/** The simulator's own SVG as an image (the page's policy allows data: images; an image runs no script). */
// not-words: a data URL
const svgSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

export function SimulatedPrinterSection() {
  const [view, setView] = useState<SimulatedPrinterView | null>(null);
  const [shownFault, setShownFault] = useState<PrinterFault | null>(null);
  const { busy, error, run } = useAction();
  const words = useWords();
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
      <h2 id="simulated-printer-title">{words.formatMessage(messages.title)}</h2>
      <p className="muted">{words.formatMessage(messages.explain, { address: view?.address || 'none' })}</p>
      {error && <ErrorBanner message={error.message} />}
      <fieldset className="sim-faults">
        <legend>{words.formatMessage(messages.faultLegend)}</legend>
        {PRINTER_FAULTS.map((fault) => (
          <label key={fault} className="sim-fault">
            <input type="radio" name="sim-fault" checked={(shownFault ?? view?.fault) === fault} disabled={!view || busy} onChange={() => setFault(fault)} />
            {words.formatMessage(FAULT_WORDS[fault])}
          </label>
        ))}
      </fieldset>
      <div className="sim-actions">
        <button type="button" className="btn" onClick={refresh} disabled={busy}>
          {words.formatMessage(messages.show)}
        </button>
        <button
          type="button"
          className="btn"
          onClick={() => void run(async () => setView(await pos().printerSimulator.clear()))}
          disabled={busy || !view?.jobs.length}
        >
          {words.formatMessage(messages.forget)}
        </button>
      </div>
      <p className="muted" role="status">
        {view ? words.formatMessage(messages.counts, { jobs: view.jobs.length, kicks: view.kicks.length }) : words.formatMessage(messages.reading)}
        {view?.kicks[0] ? words.formatMessage(messages.lastKick, { time: timeOfDay(view.kicks[0].at), pin: view.kicks[0].pin }) : '.'}
      </p>
      <ol className="sim-jobs" aria-label={words.formatMessage(messages.jobs)}>
        {view?.jobs.map((job) => (
          <li key={job.id} className="sim-job">
            <p className="sim-job-title">
              {words.formatMessage(messages.job, {
                id: job.id,
                time: timeOfDay(job.at),
                cut: job.cut ? 'yes' : 'no',
                kicked: job.kicks ? 'yes' : 'no',
                hasBarcodes: job.barcodes.length ? 'yes' : 'no',
                barcodes: job.barcodes.join(', '),
              })}
            </p>
            <img className="sim-job-image" src={svgSource(job.svg)} alt={job.lines.filter((line) => line.trim() !== '').join('\n')} />
          </li>
        ))}
      </ol>
    </section>
  );
}
