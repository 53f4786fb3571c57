import LocalShipping from '@mui/icons-material/LocalShippingOutlined';
import MenuBook from '@mui/icons-material/MenuBookOutlined';
import Receipt from '@mui/icons-material/ReceiptLongOutlined';
import RestaurantMenu from '@mui/icons-material/RestaurantMenu';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type NavigationTile, NavigationTiles } from '../../components/item-list';
import { ApprovedRecipesField } from './ApprovedRecipesField';
import { KitchenBackup } from './KitchenBackup';
import { KITCHEN_PATHS } from './kitchen-sections';
import { MeasurementSystemField } from './MeasurementSystemField';
import { VersionsKeptField } from './VersionsKeptField';

const CARDS: NavigationTile[] = [
  {
    label: 'Vendors',
    to: KITCHEN_PATHS.vendors,
    text: 'Your suppliers and the ingredients you buy from each, with costs and conversions.',
    Icon: LocalShipping,
  },
  {
    label: 'Recipes',
    to: KITCHEN_PATHS.recipes,
    text: 'Recipes and sub-recipes: yields, costs, scaling, nutrition and print.',
    Icon: MenuBook,
  },
  {
    label: 'Menu Items',
    to: KITCHEN_PATHS.menuItems,
    text: 'Dishes built from recipes, with suggested prices.',
    Icon: RestaurantMenu,
  },
  {
    label: 'Menus',
    to: KITCHEN_PATHS.menus,
    text: 'Seasonal menus in sections, with prices.',
    Icon: Receipt,
  },
];

/** /portal/chef, the kitchen hub (spec 2): cards Vendors, Recipes, Menu Items, Menus; then the kitchen's measures and its backup. */
export function KitchenPage() {
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        Kitchen
      </Typography>
      <NavigationTiles label="Kitchen sections" tiles={CARDS} />
      <Box component="section" aria-label="Kitchen settings" sx={{ mt: 4, display: 'grid', gap: 3 }}>
        <MeasurementSystemField />
        <ApprovedRecipesField />
        <VersionsKeptField />
        <KitchenBackup />
      </Box>
    </>
  );
}
