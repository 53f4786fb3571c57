import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { StorageAreasTab } from './areas/StorageAreasTab';
import { CountSheet } from './count/CountSheet';
import { OnHandTab } from './on-hand/OnHandTab';
import { PurchaseOrdersTab } from './orders/PurchaseOrdersTab';
import { VarianceTab } from './variance/VarianceTab';

const TABS = [
  { value: 'on-hand', label: 'On hand' },
  { value: 'count', label: 'Count' },
  { value: 'orders', label: 'Purchase orders' },
  { value: 'variance', label: 'Variance' },
  { value: 'areas', label: 'Storage areas' },
] as const;
type TabValue = (typeof TABS)[number]['value'];

/**
 * /portal/chef/inventory: what is on hand against par, the count sheet of a storage area,
 * purchase orders and receiving, usage and variance between counts, and the storage areas in walking
 * order. The tab is kept in the address (?tab=count), so Back and a reload keep it.
 */
export function InventoryPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: TabValue = TABS.some((t) => t.value === asked) ? (asked as TabValue) : 'on-hand';
  const show = (value: TabValue) => setParams(value === 'on-hand' ? {} : { tab: value });
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Box className="no-print">
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          Inventory
        </Typography>
        <Typography color="text.secondary">
          Stock on hand against par, counts by storage area, orders and deliveries, and what the events used.
        </Typography>
      </Box>
      <Tabs
        className="no-print"
        value={tab}
        onChange={(_, value: TabValue) => show(value)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Inventory"
      >
        {TABS.map((t) => (
          <Tab key={t.value} value={t.value} label={t.label} sx={{ minHeight: 48 }} />
        ))}
      </Tabs>
      {tab === 'on-hand' && <OnHandTab onOrdered={() => show('orders')} />}
      {tab === 'count' && <CountSheet />}
      {tab === 'orders' && <PurchaseOrdersTab />}
      {tab === 'variance' && <VarianceTab />}
      {tab === 'areas' && <StorageAreasTab />}
    </Box>
  );
}
