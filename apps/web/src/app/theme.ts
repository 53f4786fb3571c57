import { createTheme } from '@mui/material/styles';
import { BRAND } from './brand';

export const theme = createTheme({
  palette: {
    primary: { main: BRAND.primary },
    secondary: { main: BRAND.secondary },
    background: { default: BRAND.background, paper: '#ffffff' },
  },
  typography: {
    // System fonts: nothing to download, and the CSP stays 'self'.
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    button: { textTransform: 'none', fontWeight: 600 },
  },
  shape: { borderRadius: 10 },
});
