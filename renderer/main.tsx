import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import { ScreenErrorBoundary } from './components/ScreenErrorBoundary.js';
import { useCatalog } from './stores/catalog.js';
import './styles/app.css';

// The Sell screen's first products are asked for before React renders, so they arrive sooner.
void useCatalog.getState().search('');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {/* The outer guard: a failure outside any screen (the header, the banners) still leaves words and a way on. */}
    <ScreenErrorBoundary onHome={() => window.location.reload()}>
      <App />
    </ScreenErrorBoundary>
  </StrictMode>,
);
