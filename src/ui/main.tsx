import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import './index.css';
import { applyLinkHash } from '../store/urlSync';
import { restoreDrafts, startDraftSync } from '../store/draftSync';

// Open what the link describes before the first render (a bad link becomes a message, never a blank page).
// The link always wins: drafts are restored only when they belong to it, and offered otherwise.
applyLinkHash(window.location.hash);
restoreDrafts();
startDraftSync();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
