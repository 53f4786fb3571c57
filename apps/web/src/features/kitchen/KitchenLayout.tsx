import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { KitchenDrawerContent } from './KitchenDrawer';
import { DRAWER_WIDTH } from './kitchen-sections';

/**
 * The frame of every kitchen screen: the 300 px kitchen drawer (spec 2, 9) beside the page. On wide
 * screens it stays open; on narrow ones a Kitchen menu button opens it over the page.
 */
export function KitchenLayout() {
  const [open, setOpen] = useState(false);
  return (
    <Box sx={{ display: 'flex', gap: 3, alignItems: 'flex-start' }}>
      <Drawer
        variant="permanent"
        // The drawer itself stays in view as the page scrolls (sticky in the row, under the top bar);
        // its paper is a plain box inside it. Sticky on the paper did not hold (its parent is only as
        // tall as the paper), and MUI's drawer z-index drew it over the top bar while it scrolled away.
        sx={{
          display: { xs: 'none', md: 'block' },
          width: DRAWER_WIDTH,
          flexShrink: 0,
          position: 'sticky',
          top: 88,
          '& .MuiDrawer-paper': {
            width: DRAWER_WIDTH,
            position: 'relative',
            height: 'auto',
            zIndex: 'auto',
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
          },
        }}
      >
        <KitchenDrawerContent />
      </Drawer>
      <Drawer
        variant="temporary"
        open={open}
        onClose={() => setOpen(false)}
        sx={{ display: { md: 'none' }, '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
      >
        <KitchenDrawerContent onNavigate={() => setOpen(false)} />
      </Drawer>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Button
          startIcon={<MenuIcon />}
          onClick={() => setOpen(true)}
          sx={{ display: { md: 'none' }, mb: 1 }}
          aria-label="Open the kitchen menu"
        >
          Kitchen menu
        </Button>
        <Outlet />
      </Box>
    </Box>
  );
}
