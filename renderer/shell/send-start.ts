/** Imported first by the entry: sends `app.start` while the rest of the page's script is still being set up. */
import { startState } from './start.js';

void startState();
