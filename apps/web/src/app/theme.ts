import { createTheme } from '@mui/material/styles';
import { BRAND } from './brand';

/** People who asked their system for less motion get none: MUI's fades and grows become instant. */
const prefersReducedMotion =
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export const theme = createTheme({
  ...(prefersReducedMotion ? { transitions: { create: () => 'none' } } : {}),
  palette: {
    primary: { main: BRAND.primary },
    secondary: { main: BRAND.secondary },
    background: { default: BRAND.background, paper: '#ffffff' },
    // Darker than MUI's defaults: white snackbar text keeps AA contrast with margin (≥ 6.5:1),
    // also while a snackbar is still fading in.
    success: { main: '#1b5e20' },
    error: { main: '#b71c1c' },
  },
  typography: {
    // System fonts: nothing to download, and the CSP stays 'self'.
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    button: { textTransform: 'none', fontWeight: 600 },
  },
  shape: { borderRadius: 10 },
});
