import type { ReactNode } from 'react';
import { Logo } from '../Logo';
import './plain.css';

/** A standalone page with one message (not found, an error, an activation outcome); no MUI. */
export function StatusPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="status-page">
      <div className="status-page-body">
        <Logo size={56} />
        <h1>{title}</h1>
        {children}
      </div>
    </main>
  );
}
