import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import { initI18n } from './lib/i18n.ts';
import { initTheme } from './lib/theme.ts';
import { App } from './app.tsx';

initTheme();
// The UI renders in the user's language from the first paint; the catalogue is the only thing awaited.
await initI18n();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
