import { allergenLabel, roundMoney, type TAllergen, type TMenu } from '@brigade/core';
import Print from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { errorMessage } from '../../../lib/api';
import { menuQuery } from '../api';
import { ALLERGEN_MARKS, legendEntries, NOT_REVIEWED_LEGEND, NOT_REVIEWED_MARK } from './allergen-marks';
import './menu-print.css';

const SERIF = 'Georgia, "Times New Roman", serif';

/** A guest menu's price: 2 decimals, no currency sign (the menu is all in one currency). */
export const guestPrice = (price: number) => roundMoney(price).toFixed(2);

type Item = TMenu['menuSections'][number]['menuSectionItems'][number];

/** The dish's allergen marks, each an abbreviation that spells itself out (the legend says them too). */
function Marks({ item }: { item: Item }) {
  const marks: { mark: string; title: string }[] = item.menuItem.allergens.map((a) => ({
    mark: ALLERGEN_MARKS[a],
    title: allergenLabel(a),
  }));
  if (item.menuItem.allergensNotReviewed.length > 0)
    marks.push({ mark: NOT_REVIEWED_MARK, title: NOT_REVIEWED_LEGEND });
  if (marks.length === 0) return null;
  return (
    <Box
      component="sup"
      sx={{
        ml: 0.75,
        fontSize: '0.68em',
        fontFamily: 'system-ui, sans-serif',
        display: 'inline-flex',
        gap: 0.5,
      }}
    >
      {marks.map(({ mark, title }) => (
        <abbr key={mark} title={title} style={{ textDecoration: 'none' }}>
          {mark}
        </abbr>
      ))}
    </Box>
  );
}

function MenuItemLine({ item }: { item: Item }) {
  return (
    <Box component="li" className="menu-print-item" aria-label={item.menuItem.name} sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
        <Typography component="span" sx={{ fontFamily: SERIF, fontWeight: 700, fontSize: '1.1rem' }}>
          {item.menuItem.name}
          <Marks item={item} />
        </Typography>
        {/* A dotted leader from the name to the price, as on a printed menu. */}
        <Box
          aria-hidden
          sx={{ flexGrow: 1, borderBottom: '1px dotted', borderColor: 'text.disabled', mx: 0.5 }}
        />
        {item.price !== null && (
          <Typography
            component="span"
            className="menu-print-price"
            sx={{ fontFamily: SERIF, fontWeight: 700 }}
          >
            {guestPrice(item.price)}
          </Typography>
        )}
      </Box>
      {item.menuItem.description && (
        <Typography sx={{ fontFamily: SERIF, fontStyle: 'italic', color: 'text.secondary', mt: 0.25 }}>
          {item.menuItem.description}
        </Typography>
      )}
    </Box>
  );
}

/** The printed menu itself: name, season and year, the sections in order, then the allergen legend. */
export function GuestMenu({ menu }: { menu: TMenu }) {
  const used = new Set<TAllergen>();
  let unreviewed = false;
  for (const section of menu.menuSections)
    for (const item of section.menuSectionItems) {
      for (const a of item.menuItem.allergens) used.add(a);
      if (item.menuItem.allergensNotReviewed.length > 0) unreviewed = true;
    }
  const legend = legendEntries(used);
  const when = [menu.season, menu.year].filter((v) => v !== null).join(' ');
  return (
    <Box component="article" aria-label={menu.name} sx={{ display: 'grid', gap: 3 }}>
      <Box component="header" sx={{ textAlign: 'center' }}>
        <Typography variant="h3" component="h1" sx={{ fontFamily: SERIF, fontWeight: 700 }}>
          {menu.name}
        </Typography>
        {when && (
          <Typography sx={{ fontFamily: SERIF, letterSpacing: 3, textTransform: 'uppercase', mt: 1 }}>
            {when}
          </Typography>
        )}
      </Box>
      {menu.menuSections.map((section) => (
        <Box
          component="section"
          key={section.id}
          className="menu-print-section"
          aria-label={section.name ?? undefined}
        >
          <Typography
            variant="h5"
            component="h2"
            sx={{
              fontFamily: SERIF,
              textAlign: 'center',
              letterSpacing: 2,
              textTransform: 'uppercase',
              mb: 2,
            }}
          >
            {section.name}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {section.menuSectionItems.map((item) => (
              <MenuItemLine key={item.id} item={item} />
            ))}
          </Box>
        </Box>
      ))}
      {(legend.length > 0 || unreviewed) && (
        <Box component="footer" aria-label="Allergen legend">
          <Divider sx={{ mb: 1.5 }} />
          <Typography variant="body2" component="p" sx={{ fontWeight: 700, mb: 0.5 }}>
            Allergens
          </Typography>
          <Box component="dl" sx={{ m: 0, display: 'flex', flexWrap: 'wrap', columnGap: 2.5, rowGap: 0.5 }}>
            {legend.map(({ mark, label }) => (
              <Box key={mark} sx={{ display: 'flex', gap: 0.75, typography: 'body2' }}>
                <Box component="dt" sx={{ fontWeight: 700 }}>
                  {mark}
                </Box>
                <Box component="dd" sx={{ m: 0 }}>
                  {label}
                </Box>
              </Box>
            ))}
            {unreviewed && (
              <Box sx={{ display: 'flex', gap: 0.75, typography: 'body2' }}>
                <Box component="dt" sx={{ fontWeight: 700 }}>
                  {NOT_REVIEWED_MARK}
                </Box>
                <Box component="dd" sx={{ m: 0 }}>
                  {NOT_REVIEWED_LEGEND}
                </Box>
              </Box>
            )}
          </Box>
        </Box>
      )}
    </Box>
  );
}

/**
 * /portal/chef/menus/print/{id}: the menu as guests read it — name, season and year, sections in
 * order, each dish with its description, price and allergen marks, and a legend. No costs.
 */
export function MenuPrintPage() {
  const { id } = useParams();
  const menuId = Number(id);
  const valid = Number.isInteger(menuId) && menuId > 0;
  const menu = useQuery({ ...menuQuery(menuId), enabled: valid, staleTime: 0 });

  if (!valid) return <Alert severity="error">There is no menu {id}.</Alert>;
  if (menu.isError) return <Alert severity="error">{errorMessage(menu.error)}</Alert>;
  if (!menu.data)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label="Loading the menu" />
      </Box>
    );

  return (
    <Box sx={{ maxWidth: 760, mx: 'auto', display: 'grid', gap: 2 }}>
      <Box className="menu-print-toolbar" sx={{ display: 'flex', gap: 1, justifyContent: 'space-between' }}>
        <Button component={RouterLink} to="/portal/chef/menus">
          Back to menus
        </Button>
        <Button variant="contained" startIcon={<Print />} onClick={() => window.print()}>
          Print
        </Button>
      </Box>
      <Paper className="menu-print-sheet" variant="outlined" sx={{ p: { xs: 2.5, sm: 6 } }}>
        <GuestMenu menu={menu.data} />
      </Paper>
    </Box>
  );
}
