/** The customer display, across the bridge: Settings turns it on or off, chooses its screen, opens it and shows a test sale on it. */
import { noArgs, type CallDeclarations } from '../bridge/call-declaration.js';
import { defineMessages, type Words } from '../i18n/words.js';

/** What a manager is asked to approve, for each manager-only call here. */
const managerActions = defineMessages({
  displaySetEnabled: { id: 'display.managerOnly.displaySetEnabled', defaultMessage: 'Turn the customer display on or off' },
  displayChooseScreen: { id: 'display.managerOnly.displayChooseScreen', defaultMessage: 'Choose the customer display’s screen' },
});

/** A screen the display window may open on (Electron). */
export interface DisplayScreen {
  id: string;
  /** In words: "Screen 2 (1024 × 600)"; the one the till's own window is on says so. */
  label: Words;
}

/** The customer display as Settings shows it. */
export interface CustomerDisplayState {
  /** On: the display shows the sale (and, in Electron, its window opens at start). */
  enabled: boolean;
  /** The screens the window may open on (Electron); empty in browser mode. */
  screens: DisplayScreen[];
  /** The screen chosen, or null: a second screen when there is one, else a window the clerk can move. */
  screenId: string | null;
  /** Browser mode: the display page's address, to open on the second screen; null in Electron. */
  address: string | null;
  /** Electron: whether its window is open now. */
  open: boolean;
}

export interface DisplayCalls {
  state(): Promise<CustomerDisplayState>;
  /** Turns the display on or off (a manager's). */
  setEnabled(enabled: boolean): Promise<CustomerDisplayState>;
  /** Chooses the screen the display window opens on, or null for the second screen when there is one (a manager's). */
  chooseScreen(screenId: string | null): Promise<CustomerDisplayState>;
  /** Opens the display window now (Electron; the browser opens its page itself). */
  open(): Promise<CustomerDisplayState>;
  /** Shows a sample sale on the display for a few seconds. */
  showTest(): Promise<CustomerDisplayState>;
}

export const displayCalls = {
  state: { args: noArgs },
  setEnabled: { args: ({ z }) => z.tuple([z.boolean()]), managerOnly: managerActions.displaySetEnabled },
  chooseScreen: { args: ({ z, text }) => z.tuple([text(64).min(1).nullable()]), managerOnly: managerActions.displayChooseScreen },
  open: { args: noArgs },
  showTest: { args: noArgs },
} satisfies CallDeclarations<DisplayCalls>;
