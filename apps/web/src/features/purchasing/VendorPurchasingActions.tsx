import ListAlt from '@mui/icons-material/ListAlt';
import UploadFile from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../lib/use-can';
import { vendorOrderGuidePath } from './order-guide/selection';

// The import dialog and papaparse load when a price list is imported, not with the vendor's page.
const ImportPriceListDialog = lazy(async () => ({
  default: (await import('./price-list/ImportPriceListDialog')).ImportPriceListDialog,
}));

/**
 * A vendor's purchasing, on its ingredients page: what to order from it for the coming
 * events, and importing its price list — each for the roles that may.
 */
export function VendorPurchasingActions({ vendor }: { vendor: { id: number; name: string } }) {
  const [importing, setImporting] = useState(false);
  const can = useCan();
  return (
    <>
      {can('getOrderGuide') && (
        <Button component={RouterLink} to={vendorOrderGuidePath(vendor.id)} startIcon={<ListAlt />}>
          Order guide
        </Button>
      )}
      {can('applyVendorPriceList') && (
        <Button startIcon={<UploadFile />} onClick={() => setImporting(true)}>
          Import price list
        </Button>
      )}
      {importing && (
        <Suspense fallback={null}>
          <ImportPriceListDialog vendor={vendor} onClose={() => setImporting(false)} />
        </Suspense>
      )}
    </>
  );
}
