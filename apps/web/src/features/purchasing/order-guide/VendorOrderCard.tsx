import { countOf, formatMoney, type TOrderGuideResponse } from '@brigade/core';
import Download from '@mui/icons-material/Download';
import Print from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useSnackbar } from '../../../components/snackbar';
import { errorMessage } from '../../../lib/api';
import { fetchVendorCsv } from '../api';
import { OrderLinesGrid } from './OrderLinesGrid';
import { neededText, packText, toParText } from './quantities';
import { saveFile } from './save-file';
import { type GuideSelection, orderSheetPath } from './selection';

export type VendorOrder = TOrderGuideResponse['vendors'][number];

/**
 * One vendor's order: what the events need of each ingredient, the whole packs that
 * covers, their cost, and the vendor's total; its CSV for a spreadsheet and its printable sheet.
 */
export function VendorOrderCard({ order, selection }: { order: VendorOrder; selection: GuideSelection }) {
  const titleId = useId();
  const snackbar = useSnackbar();
  const [downloading, setDownloading] = useState(false);
  const { vendor } = order;

  const download = async () => {
    setDownloading(true);
    try {
      const { blob, fileName } = await fetchVendorCsv(selection, vendor.id);
      saveFile(blob, fileName);
    } catch (error) {
      snackbar.error(`The CSV of ${vendor.name} was not downloaded: ${errorMessage(error)}`);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ overflow: 'hidden' }}>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, px: 2, py: 1.5 }}
        className="order-guide-vendor-bar"
      >
        <Typography id={titleId} variant="h6" component="h2" sx={{ fontWeight: 700, mr: 'auto' }}>
          {vendor.name}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button
            variant="outlined"
            size="small"
            startIcon={<Download />}
            onClick={download}
            loading={downloading}
          >
            Download CSV
          </Button>
          <Button
            component="a"
            variant="outlined"
            size="small"
            startIcon={<Print />}
            href={orderSheetPath(selection, vendor.id)}
            target="_blank"
            // The sheet's tab needs this tab's session (sessionStorage), which browsers copy only to a
            // tab that keeps its opener; the page is our own.
            rel="opener"
          >
            Print order sheet
          </Button>
        </Box>
      </Box>
      <OrderLinesGrid order={order} />
    </Paper>
  );
}

const numeric = { whiteSpace: 'nowrap' } as const;
const footer = { fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' } as const;

/**
 * The lines of one vendor's order and its total on the printed sheet (the screen has its grid). `compact`
 * (a phone) puts each line's figures under its name, so the packs and costs never scroll out of view.
 */
export function OrderLinesTable({ order, compact = false }: { order: VendorOrder; compact?: boolean }) {
  const label = { 'aria-label': order.vendor.name };
  if (compact)
    return (
      <Table size="small" {...label}>
        <TableHead>
          <TableRow>
            <TableCell>Ingredient</TableCell>
            <TableCell align="right">To order</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {order.lines.map((line) => (
            <TableRow key={line.ingredientId}>
              <TableCell component="th" scope="row">
                {line.name}
                <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
                  {`${neededText(line.quantity, line.units)} needed${toParText(line) ? ` (${toParText(line)})` : ''} · packs of ${packText(line.packSize, line.units)} at ${formatMoney(line.packCost)}`}
                </Typography>
              </TableCell>
              <TableCell align="right" sx={{ ...numeric, verticalAlign: 'top' }}>
                <Box component="span" sx={{ display: 'block', fontWeight: 700 }}>
                  {countOf(line.packs, 'pack')}
                </Box>
                {formatMoney(line.lineCost)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell component="th" scope="row" sx={footer}>
              {`${order.vendor.name} total`}
            </TableCell>
            <TableCell align="right" sx={{ ...numeric, ...footer }}>
              {formatMoney(order.total)}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    );
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" {...label}>
        <TableHead>
          <TableRow>
            <TableCell>Ingredient</TableCell>
            <TableCell align="right">Quantity needed</TableCell>
            <TableCell align="right">Pack size</TableCell>
            <TableCell align="right">Packs to order</TableCell>
            <TableCell align="right">Pack cost</TableCell>
            <TableCell align="right">Line cost</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {order.lines.map((line) => (
            <TableRow key={line.ingredientId}>
              <TableCell component="th" scope="row">
                {line.name}
              </TableCell>
              <TableCell align="right" sx={numeric}>
                {neededText(line.quantity, line.units)}
                {toParText(line) && (
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    component="span"
                    sx={{ display: 'block' }}
                  >
                    {toParText(line)}
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right" sx={numeric}>
                {packText(line.packSize, line.units)}
              </TableCell>
              <TableCell align="right" sx={{ ...numeric, fontWeight: 700 }}>
                {line.packs}
              </TableCell>
              <TableCell align="right" sx={numeric}>
                {formatMoney(line.packCost)}
              </TableCell>
              <TableCell align="right" sx={numeric}>
                {formatMoney(line.lineCost)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell component="th" scope="row" colSpan={5} sx={footer}>
              {`${order.vendor.name} total`}
            </TableCell>
            <TableCell align="right" sx={{ ...numeric, ...footer }}>
              {formatMoney(order.total)}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
