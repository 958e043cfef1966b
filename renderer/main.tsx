// First: main is asked for everything the first screen needs before React is set up (see start.ts).
import './shell/send-start.js';
import { StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import { ScreenErrorBoundary } from './shell/ScreenErrorBoundary.js';
import { useApp } from './shell/app.js';
import { showFirstPage, staffAtStart, themeAtStart } from './shell/start.js';
import { followScreenLanguage } from './i18n/follow-language.js';
import { firstRenderCommitted, holdCallsForFirstFrame } from './bridge/first-frame.js';
import './styles/app.css';
import './styles/staff-roles-clock.css';
import './styles/hardware.css';

/** How long the first render waits for main's start answers (they usually came while the script was set up). */
const START_WAIT_MS = 100;
/** How long it then waits for the screen's language when it is not English (its catalogue is a script of its own). */
const LANGUAGE_WAIT_MS = 1500;

/** Outermost, so its layout effect runs once the whole first render is committed, before it is painted. */
function FirstFrame({ children }: { children: ReactNode }) {
  useLayoutEffect(firstRenderCommitted, []);
  return children;
}

const firstPage = showFirstPage();
// The page's colours follow the theme from before the first frame on: the one the page was served
// in (the till's kept theme), else the system's; main's start answer, before the first render, has
// the last word, so a dark till never opens light.
document.documentElement.dataset.theme = useApp.getState().theme;
useApp.subscribe((state) => (document.documentElement.dataset.theme = state.theme));
// One first render with the till open and the products in it, rather than "Opening the till…",
// an empty screen and then the products.
const waited = (what: Promise<unknown>, ms: number) => Promise.race([what, new Promise((resolve) => setTimeout(resolve, ms))]);
void waited(Promise.all([firstPage, staffAtStart(), themeAtStart()]), START_WAIT_MS)
  .then(() => waited(followScreenLanguage(), LANGUAGE_WAIT_MS))
  .then(() => {
    // The calls the screens make as they mount wait for the first frame to be painted (first-frame.ts).
    holdCallsForFirstFrame();
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <FirstFrame>
          {/* The outer guard: a failure outside any screen (the header, the banners) still leaves words and a way on. */}
          <ScreenErrorBoundary onHome={() => window.location.reload()}>
            <App />
          </ScreenErrorBoundary>
        </FirstFrame>
      </StrictMode>,
    );
  });
