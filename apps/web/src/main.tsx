import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { bootstrap } from './app/bootstrap';
import { QueryProvider } from './app/QueryProvider';
import { Router } from './app/Router';
import './app/shell.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

void bootstrap().then(() => {
  createRoot(root).render(
    <StrictMode>
      <QueryProvider>
        <Router />
      </QueryProvider>
    </StrictMode>,
  );
});
