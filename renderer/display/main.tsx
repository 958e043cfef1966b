// The customer display's page: its own small entry, with none of the till's screens or its bridge.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CustomerDisplay } from './CustomerDisplay.js';
import './display.css';

// not-words: a media query
const dark = window.matchMedia?.('(prefers-color-scheme: dark)');
const setTheme = () => (document.documentElement.dataset.theme = dark?.matches ? 'dark' : 'light');
setTheme();
dark?.addEventListener('change', setTheme);

createRoot(document.getElementById('display-root')!).render(
  <StrictMode>
    <CustomerDisplay />
  </StrictMode>,
);
