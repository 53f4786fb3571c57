import { ROLE_LABELS, type TKitchenMembership } from '@brigade/core';
import Check from '@mui/icons-material/Check';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Storefront from '@mui/icons-material/StorefrontOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSnackbar } from '../../components/snackbar';
import { isVendorPage, KITCHEN_PATHS } from '../../features/kitchen/kitchen-sections';
import { switchKitchen } from '../../features/team/api';
import { enterKitchen } from '../../features/team/kitchen-session';
import { errorMessage } from '../../lib/api';
import { useActiveKitchen } from '../../lib/use-can';

/** The kitchen's name over the member's role in it, as the top bar shows them. */
function KitchenLabel({ kitchen }: { kitchen: TKitchenMembership }) {
  return (
    <Box component="span" sx={{ display: 'grid', minWidth: 0, textAlign: 'left', lineHeight: 1.2 }}>
      <Box
        component="span"
        sx={{ fontWeight: 700, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        {kitchen.name}
      </Box>
      <Box component="span" sx={{ fontSize: '0.75rem', opacity: 0.85 }}>
        {ROLE_LABELS[kitchen.role]}
      </Box>
    </Box>
  );
}

const frameSx = {
  display: 'flex',
  alignItems: 'center',
  gap: 1,
  minWidth: 0,
  maxWidth: { xs: 150, sm: 260 },
  px: 1,
  py: 0.5,
  borderRadius: 1,
  color: 'inherit',
} as const;

/**
 * The active kitchen and the member's role in it, in the top bar. A user of several
 * kitchens opens the list here and switches: the session then works in the chosen kitchen.
 */
export function KitchenSwitcher() {
  const id = useId();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const { kitchens, active } = useActiveKitchen();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const change = useMutation({
    mutationFn: (kitchen: TKitchenMembership) => switchKitchen(kitchen.id),
    onSuccess: (session) => {
      // A vendor's page names a vendor of the kitchen left behind.
      if (isVendorPage(pathname)) void navigate(KITCHEN_PATHS.vendors, { replace: true });
      enterKitchen(session, queryClient);
      snackbar.success(`You are working in ${session.kitchen.name} as ${ROLE_LABELS[session.kitchen.role]}`);
    },
    onError: (error) => snackbar.error(errorMessage(error)),
  });

  if (!active) return null;
  if (kitchens.length < 2)
    return (
      <Box sx={frameSx} aria-label={`Kitchen: ${active.name}, ${ROLE_LABELS[active.role]}`} role="group">
        <Storefront fontSize="small" sx={{ display: { xs: 'none', sm: 'block' } }} />
        <KitchenLabel kitchen={active} />
      </Box>
    );

  const open = Boolean(anchor);
  const choose = (kitchen: TKitchenMembership) => {
    setAnchor(null);
    if (!kitchen.active) change.mutate(kitchen);
  };
  return (
    <>
      <ButtonBase
        aria-label={`Kitchen: ${active.name}, ${ROLE_LABELS[active.role]}. Switch kitchen`}
        aria-haspopup="menu"
        aria-controls={open ? `${id}-menu` : undefined}
        aria-expanded={open ? 'true' : undefined}
        disabled={change.isPending}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{
          ...frameSx,
          border: 1,
          borderColor: 'rgba(255,255,255,0.5)',
          '&:hover': { bgcolor: 'rgba(255,255,255,0.12)' },
          '&.Mui-focusVisible': { outline: '2px solid #ffffff', outlineOffset: 2 },
        }}
      >
        <Storefront fontSize="small" sx={{ display: { xs: 'none', sm: 'block' } }} />
        <KitchenLabel kitchen={active} />
        <ExpandMore fontSize="small" />
      </ButtonBase>
      <Menu
        id={`${id}-menu`}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-label': 'Your kitchens' } }}
      >
        {kitchens.map((kitchen) => (
          <MenuItem
            key={kitchen.id}
            selected={kitchen.active}
            aria-current={kitchen.active ? 'true' : undefined}
            onClick={() => choose(kitchen)}
          >
            <ListItemIcon>{kitchen.active && <Check fontSize="small" />}</ListItemIcon>
            <ListItemText primary={kitchen.name} secondary={ROLE_LABELS[kitchen.role]} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
