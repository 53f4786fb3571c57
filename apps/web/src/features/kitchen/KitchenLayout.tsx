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
        sx={{
          display: { xs: 'none', md: 'block' },
          width: DRAWER_WIDTH,
          flexShrink: 0,
          '& .MuiDrawer-paper': {
            width: DRAWER_WIDTH,
            position: 'sticky',
            top: 80,
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
