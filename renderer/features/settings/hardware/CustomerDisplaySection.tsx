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
import { defineMessages, type MessageDeclaration } from '../../../../shared/i18n/words.js';
import { useWords } from '../../../i18n/use-words.js';

const messages = defineMessages({
  title: { id: 'settings.customerDisplay.title', defaultMessage: 'Customer display' },
  intro: {
    id: 'settings.customerDisplay.intro',
    defaultMessage: 'A second screen facing the customer: the lines as they are added, the totals, what is paid, the change and a thank-you.',
  },
  on: { id: 'settings.customerDisplay.on', defaultMessage: 'The customer display shows the sale.' },
  off: { id: 'settings.customerDisplay.off', defaultMessage: 'The customer display is off: it shows only the welcome.' },
  enable: { id: 'settings.customerDisplay.enable', defaultMessage: 'Show the sale on the customer display (manager)' },
  screen: { id: 'settings.customerDisplay.screen', defaultMessage: 'Screen' },
  secondScreen: { id: 'settings.customerDisplay.secondScreen', defaultMessage: 'The second screen when there is one' },
  screenSaved: { id: 'settings.customerDisplay.screenSaved', defaultMessage: 'Saved: the display opens on that screen.' },
  address: { id: 'settings.customerDisplay.address', defaultMessage: 'Open this address in a browser window on the second screen:' },
  opened: { id: 'settings.customerDisplay.opened', defaultMessage: 'The display window is open.' },
  open: { id: 'settings.customerDisplay.open', defaultMessage: 'Open the display' },
  testShown: { id: 'settings.customerDisplay.testShown', defaultMessage: 'A sample sale shows on the customer display for a few seconds.' },
  test: { id: 'settings.customerDisplay.test', defaultMessage: 'Show test' },
});

const SECOND_SCREEN = 'second';

export function CustomerDisplaySection() {
  const words = useWords();
  const [state, setState] = useState<CustomerDisplayState | null>(null);
  const [said, setSaid] = useState<MessageDeclaration | null>(null);
  // The box shows a touch at once; what main answers (or the error, with the box back as it was) follows.
  const [shownOn, setShownOn] = useState<boolean | null>(null);
  const { busy, error, run } = useAction();

  useEffect(() => {
    void run(async () => setState(await pos().display.state()));
  }, [run]);

  const act = async (work: () => Promise<CustomerDisplayState>, outcome: (next: CustomerDisplayState) => MessageDeclaration) => {
    setSaid(null);
    const next = await run(work);
    if (!next) return;
    setState(next);
    setSaid(outcome(next));
  };

  return (
    <section className="card settings-card" aria-labelledby="customer-display-title">
      <h2 id="customer-display-title">{words.formatMessage(messages.title)}</h2>
      <p className="muted">{words.formatMessage(messages.intro)}</p>
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
              (next) => (next.enabled ? messages.on : messages.off),
            ).finally(() => setShownOn(null));
          }}
        />
        <span>{words.formatMessage(messages.enable)}</span>
      </label>
      {state && state.screens.length > 0 ? (
        <ChoiceField
          id="customer-display-screen"
          label={words.formatMessage(messages.screen)}
          value={state.screenId ?? SECOND_SCREEN}
          choices={[
            { value: SECOND_SCREEN, label: words.formatMessage(messages.secondScreen) },
            ...state.screens.map((s) => ({ value: s.id, label: words.formatMessage(s.label, s.label.values ?? undefined) })),
          ]}
          onChange={(value) =>
            void act(
              () => pos().display.chooseScreen(value === SECOND_SCREEN ? null : value),
              () => messages.screenSaved,
            )
          }
        />
      ) : null}
      {state?.address ? (
        <p>
          {words.formatMessage(messages.address)}{' '}
          <a dir="ltr" href={state.address} target="_blank" rel="noreferrer">
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
                () => messages.opened,
              )
            }
          >
            {words.formatMessage(messages.open)}
          </button>
        ) : null}
        <button
          type="button"
          className="btn"
          disabled={busy || state === null}
          onClick={() =>
            void act(
              () => pos().display.showTest(),
              () => messages.testShown,
            )
          }
        >
          {words.formatMessage(messages.test)}
        </button>
      </div>
      <p role="status" className={error ? 'field-error' : 'muted'}>
        {error?.message ?? (said && words.formatMessage(said))}
      </p>
    </section>
  );
}
