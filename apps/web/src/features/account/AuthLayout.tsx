import type { ReactNode } from 'react';
import { Logo } from '../../components/Logo';
import '../../components/plain/plain.css';
import './auth.css';

export type AuthLayoutProps = {
  /** The page's heading (h1). */
  title: string;
  /** A line under the heading. */
  subtitle?: ReactNode;
  /** The brand panel's sentence (spec 1: sign-in and sign-up each say theirs). */
  pitch?: string;
  children: ReactNode;
};

/**
 * The frame of the public account screens: the brand panel with the tagline beside the form on wide
 * screens, above it on a phone. Plain React and CSS (no MUI) so sign-in stays light.
 */
export function AuthLayout({
  title,
  subtitle,
  pitch = 'Simplify your kitchen operations and optimize your events.',
  children,
}: AuthLayoutProps) {
  return (
    <div className="auth">
      <header className="auth-brand">
        <div className="auth-wordmark">
          <Logo size={40} inverted />
          <span>Brigade</span>
        </div>
        <p className="auth-tagline">Events Simplified</p>
        <p className="auth-pitch">{pitch}</p>
      </header>
      <main className="auth-main">
        <div className="auth-card">
          <h1>{title}</h1>
          {subtitle && <p className="auth-subtitle">{subtitle}</p>}
          <div className="auth-body">{children}</div>
        </div>
      </main>
    </div>
  );
}
