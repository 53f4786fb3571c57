import Inventory from '@mui/icons-material/Inventory2Outlined';
import Kitchen from '@mui/icons-material/KitchenOutlined';
import MenuBook from '@mui/icons-material/MenuBookOutlined';
import Receipt from '@mui/icons-material/ReceiptLongOutlined';
import RestaurantMenu from '@mui/icons-material/RestaurantMenu';
import Warehouse from '@mui/icons-material/WarehouseOutlined';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import type { ComponentType } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { DRAWER_SECTIONS, isVendorPage } from './kitchen-sections';

const ICONS: Record<(typeof DRAWER_SECTIONS)[number]['label'], ComponentType> = {
  Ingredients: Inventory,
  Recipes: MenuBook,
  'Menu Items': RestaurantMenu,
  Menus: Receipt,
  Production: Kitchen,
  Inventory: Warehouse,
};

/** The kitchen drawer's sections (spec 2); Ingredients is hidden on a vendor page. */
export function KitchenDrawerContent({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const sections = DRAWER_SECTIONS.filter(
    (section) => section.label !== 'Ingredients' || !isVendorPage(pathname),
  );
  return (
    <nav aria-label="Kitchen">
      <ListSubheader component="div">Kitchen</ListSubheader>
      <List sx={{ pt: 0 }}>
        {sections.map((section) => {
          const Icon = ICONS[section.label];
          const current = pathname === section.to || pathname.startsWith(`${section.to}/`);
          return (
            <ListItem key={section.to} disablePadding>
              <ListItemButton
                component={RouterLink}
                to={section.to}
                selected={current}
                aria-current={current ? 'page' : undefined}
                onClick={onNavigate}
              >
                <ListItemIcon>
                  <Icon />
                </ListItemIcon>
                <ListItemText primary={section.label} />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </nav>
  );
}
