/** Imported first by the entry: sends `app.start` and `staff.state` while the rest of the page's script is still being set up. */
import { staffAtStart, startState } from './start.js';

void startState();
void staffAtStart();
