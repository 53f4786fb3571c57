import { sortParam, type TSort, type TVendor } from '@brigade/core';
import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { DeleteConfirmDialog } from '../../components/DeleteConfirmDialog';
import { ListGrid } from '../../components/data-grid';
import { usePagedList } from '../../components/item-list';
import { useSnackbar } from '../../components/snackbar';
import { errorMessage } from '../../lib/api';
import { useCan } from '../../lib/use-can';
import { ImportIngredientsAction } from '../ingredient-import/ImportIngredientsAction';
import { deleteVendor, fetchVendorsPage, vendorKeys } from './api';
import { vendorIngredientsPath } from './use-vendor-from-route';
import { VendorModal } from './VendorModal';
import { gridHeight, vendorColumns } from './vendor-columns';
import { getVendorInScope, setVendorInScope } from './vendor-scope';

type Editing = { vendor?: TVendor } | null;

/**
 * /portal/chef/vendors (spec 2): the table Vendors (Name, Number of Ingredients); the toolbar's + opens
 * the Vendor modal; a row click loads that vendor and opens its ingredients, passing the vendor name
 * as navigation state. A member whose role may only read the catalogue gets no +, Rename
 * or Delete: the row still opens the vendor's ingredients.
 */
export function VendorsPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<TVendor | null>(null);
  const can = useCan();
  const canAdd = can('createVendor');
  const canRename = can('updateVendor');
  const canDelete = can('deleteVendor');
  const [sort, setSort] = useState<TSort | undefined>(undefined);
  const sortText = sort ? sortParam(sort) : undefined;
  const list = usePagedList({
    queryKey: sortText ? [...vendorKeys.list(''), { sort: sortText }] : vendorKeys.list(''),
    fetchPage: useCallback(
      (page: number, signal: AbortSignal) => fetchVendorsPage(page, '', signal, sortText),
      [sortText],
    ),
    // A new order keeps the vendors on show until the sorted list arrives (no spinner in between).
    keepShowing: (previousKey) =>
      JSON.stringify(previousKey.slice(0, 3)) === JSON.stringify(vendorKeys.list('')),
  });
  const columns = useMemo(
    () =>
      vendorColumns(
        canRename ? (vendor) => setEditing({ vendor }) : undefined,
        canDelete ? setToDelete : undefined,
      ),
    [canRename, canDelete],
  );

  const open = (vendor: TVendor) => {
    setVendorInScope({ id: vendor.id, name: vendor.name });
    // The vendor page looks its vendor up by name; it is known already.
    queryClient.setQueryData(vendorKeys.byName(vendor.name), vendor);
    navigate(vendorIngredientsPath(vendor.name), { state: { vendorName: vendor.name } });
  };

  const saved = (vendor: TVendor) => {
    setEditing(null);
    snackbar.success('Vendor saved successfully');
    if (getVendorInScope()?.id === vendor.id) setVendorInScope({ id: vendor.id, name: vendor.name });
    void queryClient.invalidateQueries({ queryKey: vendorKeys.all });
  };

  const deleted = (vendor: TVendor) => {
    if (getVendorInScope()?.id === vendor.id) setVendorInScope(null);
    void queryClient.invalidateQueries({ queryKey: vendorKeys.all });
  };

  return (
    <Box sx={{ maxWidth: 900 }}>
      <Breadcrumbs aria-label="Breadcrumbs" sx={{ mb: 1 }}>
        <Link component={RouterLink} to="/portal/chef" underline="hover" color="inherit">
          Kitchen
        </Link>
        <Typography color="text.primary" aria-current="page">
          Vendors
        </Typography>
      </Breadcrumbs>
      <Paper variant="outlined">
        <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h5" component="h1" id="vendors-title" sx={{ fontWeight: 700, flexGrow: 1 }}>
            Vendors
          </Typography>
          {canAdd && (
            <Tooltip title="Add Vendor">
              <IconButton aria-label="Add Vendor" color="primary" onClick={() => setEditing({})}>
                <Add />
              </IconButton>
            </Tooltip>
          )}
          {/* Ingredients start here (the drawer's Ingredients): a spreadsheet of any vendors' ingredients; on a phone it wraps below the heading. */}
          <ImportIngredientsAction />
        </Toolbar>
        {list.loading ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress aria-label="Loading vendors" />
          </Box>
        ) : list.error ? (
          <Alert severity="error" sx={{ m: 2 }}>
            {errorMessage(list.error)}
          </Alert>
        ) : list.items.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 3 }}>
            There are no vendors yet.{canAdd && ' Add one with the + button.'}
          </Typography>
        ) : (
          <>
            <ListGrid
              gridId="vendors"
              label="Vendors"
              rows={list.items}
              columns={columns}
              onOpen={open}
              serverSort={{ sort, onSortChange: setSort }}
              height={gridHeight(list.items.length)}
            />
            {list.hasMore && (
              <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
                <Button onClick={list.loadMore} loading={list.loadingMore}>
                  Load more vendors
                </Button>
              </Box>
            )}
          </>
        )}
      </Paper>
      {editing && <VendorModal vendor={editing.vendor} onClose={() => setEditing(null)} onSaved={saved} />}
      {toDelete && (
        <DeleteConfirmDialog
          open
          itemType="vendor"
          itemName={toDelete.name}
          onConfirm={async () => {
            const reply = await deleteVendor(toDelete.id);
            deleted(toDelete);
            return reply;
          }}
          onClose={() => setToDelete(null)}
        />
      )}
    </Box>
  );
}
