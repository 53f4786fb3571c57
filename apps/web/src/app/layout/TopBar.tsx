import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { Logo } from '../../components/Logo';
import { visuallyHidden } from '../../components/visually-hidden';
import { AccountMenu } from './AccountMenu';
import { KitchenSwitcher } from './KitchenSwitcher';
import { ViewModeSwitch } from './ViewModeSwitch';

/** The sections of the top bar (spec 1), each owning the routes under its path. */
export const SECTIONS = [
  { label: 'USDA', to: '/portal/usda' },
  { label: 'Kitchen', to: '/portal/chef' },
  { label: 'Events', to: '/portal/events' },
] as const;

const PHONE = '@media (max-width: 599.95px)';

export function TopBar() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <AppBar position="sticky" elevation={1}>
      {/*
        Below md (900 px) the sections take a row of their own under the logo and the kitchen's tools:
        at 768 px the kitchen switcher, the Tile/Table switch and the account menu do not fit beside
        them, and the account menu wrapped alone onto a second line.
      */}
      <Toolbar sx={{ flexWrap: 'wrap', columnGap: { xs: 1, sm: 2 }, rowGap: 0.5, py: { xs: 0.5, md: 0 } }}>
        <Link
          component={RouterLink}
          to="/home"
          color="inherit"
          underline="none"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, mr: { sm: 1 } }}
        >
          <Logo size={32} inverted />
          {/* On a phone the kitchen's name needs the room: the word stays for screen readers only. */}
          <Typography variant="h6" component="span" sx={{ fontWeight: 700, [PHONE]: visuallyHidden }}>
            Brigade
          </Typography>
        </Link>
        <Box
          component="nav"
          aria-label="Sections"
          sx={{ display: 'flex', gap: 0.5, order: { xs: 3, md: 0 }, width: { xs: '100%', md: 'auto' } }}
        >
          {SECTIONS.map((section) => {
            const current = pathname === section.to || pathname.startsWith(`${section.to}/`);
            return (
              <ButtonBase
                key={section.to}
                aria-current={current ? 'page' : undefined}
                onClick={() => navigate(section.to)}
                sx={{
                  px: 1.25,
                  py: 1,
                  typography: 'button',
                  borderBottom: 2,
                  borderColor: current ? '#ffffff' : 'transparent',
                  '&:hover': { bgcolor: 'rgba(255,255,255,0.12)' },
                  '&.Mui-focusVisible': { outline: '2px solid #ffffff', outlineOffset: -2 },
                }}
              >
                {section.label}
              </ButtonBase>
            );
          })}
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <KitchenSwitcher />
        <ViewModeSwitch />
        <AccountMenu />
      </Toolbar>
    </AppBar>
  );
}
