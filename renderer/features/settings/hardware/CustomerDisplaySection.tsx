/**
 * Settings → Customer display: on or off (a manager's), which screen its window opens on
 * (Electron), the display page's address to open on the second screen (browser mode), and "Show
 * test", which puts a sample sale on the display for a few seconds.
 */
import { useEffect, useState } from 'react';
import type { CustomerDisplayState } from '../../../../shared/display/display-calls.js';
import { pos } from '../../../bridge/pos.js';
import { ChoiceField } from '../../board/ChoiceField.js';
import { useAction } from '../../../ui/use-action.js';

const SECOND_SCREEN = 'second';

export function CustomerDisplaySection() {
  const [state, setState] = useState<CustomerDisplayState | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  // The box shows a touch at once; what main answers (or the error, with the box back as it was) follows.
  const [shownOn, setShownOn] = useState<boolean | null>(null);
  const { busy, error, run } = useAction();

  useEffect(() => {
    void run(async () => setState(await pos().display.state()));
  }, [run]);

  const act = async (work: () => Promise<CustomerDisplayState>, words: (next: CustomerDisplayState) => string) => {
    setSaid(null);
    const next = await run(work);
    if (!next) return;
    setState(next);
    setSaid(words(next));
  };

  return (
    <section className="card settings-card" aria-labelledby="customer-display-title">
      <h2 id="customer-display-title">Customer display</h2>
      <p className="muted">A second screen facing the customer: the lines as they are added, the totals, what is paid, the change and a thank-you.</p>
      <label className="check">
        <input
          type="checkbox"
          checked={shownOn ?? state?.enabled ?? false}
          disabled={state === null || busy}
          onChange={(e) => {
            const on = e.target.checked;
            setShownOn(on);
            void act(
              () => pos().display.setEnabled(on),
              (next) => (next.enabled ? 'The customer display shows the sale.' : 'The customer display is off: it shows only the welcome.'),
            ).finally(() => setShownOn(null));
          }}
        />
        <span>Show the sale on the customer display (manager)</span>
      </label>
      {state && state.screens.length > 0 ? (
        <ChoiceField
          id="customer-display-screen"
          label="Screen"
          value={state.screenId ?? SECOND_SCREEN}
          choices={[{ value: SECOND_SCREEN, label: 'The second screen when there is one' }, ...state.screens.map((s) => ({ value: s.id, label: s.label }))]}
          onChange={(value) =>
            void act(
              () => pos().display.chooseScreen(value === SECOND_SCREEN ? null : value),
              () => 'Saved: the display opens on that screen.',
            )
          }
        />
      ) : null}
      {state?.address ? (
        <p>
          Open this address in a browser window on the second screen:{' '}
          <a href={state.address} target="_blank" rel="noreferrer">
            {state.address}
          </a>
        </p>
      ) : null}
      <div className="form-actions form-actions-start">
        {state && state.address === null ? (
          <button
            type="button"
            className="btn"
            disabled={busy || !state.enabled}
            onClick={() =>
              void act(
                () => pos().display.open(),
                () => 'The display window is open.',
              )
            }
          >
            Open the display
          </button>
        ) : null}
        <button
          type="button"
          className="btn"
          disabled={busy || state === null}
          onClick={() =>
            void act(
              () => pos().display.showTest(),
              () => 'A sample sale shows on the customer display for a few seconds.',
            )
          }
        >
          Show test
        </button>
      </div>
      <p role="status" className={error ? 'field-error' : 'muted'}>
        {error?.message ?? said}
      </p>
    </section>
  );
}
