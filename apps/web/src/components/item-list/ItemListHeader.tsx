import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { SearchField } from './SearchField';

export type Crumb = { label: string; to?: string };

export type ItemListHeaderProps = {
  /** The page heading (h1). */
  title: string;
  /** Links above the heading; the last one is the current page (no `to`). */
  breadcrumbs?: Crumb[];
  /** 'Add Ingredients', 'Add Recipes' (spec 2 "an Add {Item}s button"). */
  addLabel?: string;
  onAdd?: () => void;
  /** false for a member whose role may only read (useCan): no Add button. Default true. */
  canEdit?: boolean;
  /** The search in effect, and what to do with a new one (called after the 500 ms pause). */
  searchText: string;
  onSearch: (text: string) => void;
  /** 'Search ingredients by name', 'Search Dairy and Egg Products by name' (spec 2). */
  searchPlaceholder: string;
  /** Spec 2: search is disabled in table mode. */
  searchDisabled?: boolean;
  /** Anything else for the toolbar (a category picker…). */
  children?: ReactNode;
};

/**
 * The header of a list screen (spec 2): breadcrumbs, heading, Add button, search. The Tile/Table switch
 * is the top bar's, the one switch of the page.
 */
export function ItemListHeader({
  title,
  breadcrumbs = [],
  addLabel,
  onAdd,
  canEdit = true,
  searchText,
  onSearch,
  searchPlaceholder,
  searchDisabled = false,
  children,
}: ItemListHeaderProps) {
  return (
    <Box component="header" sx={{ mb: 2 }}>
      {breadcrumbs.length > 0 && (
        <Breadcrumbs aria-label="Breadcrumbs" sx={{ mb: 1 }}>
          {breadcrumbs.map((crumb) =>
            crumb.to ? (
              <Link key={crumb.label} component={RouterLink} to={crumb.to} underline="hover" color="inherit">
                {crumb.label}
              </Link>
            ) : (
              <Typography key={crumb.label} color="text.primary" aria-current="page">
                {crumb.label}
              </Typography>
            ),
          )}
        </Breadcrumbs>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mr: 'auto' }}>
          {title}
        </Typography>
        {children}
        <SearchField
          value={searchText}
          onSearch={onSearch}
          placeholder={searchPlaceholder}
          disabled={searchDisabled}
        />
        {canEdit && addLabel && onAdd && (
          <Button variant="contained" startIcon={<Add />} onClick={onAdd}>
            {addLabel}
          </Button>
        )}
      </Box>
    </Box>
  );
}
