import { allergenLabel, effectivePrepQuantity, formatMoney, type TBanquetEvent } from '@brigade/core';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { NOT_REVIEWED_TEXT } from '../../../components/AllergenChips';

type Line = TBanquetEvent['banquetEventMenuSectionItems'][number];

/** The menu lines by section, in the order they first appear. */
function bySection(lines: Line[]): [string, Line[]][] {
  const sections = new Map<string, Line[]>();
  for (const line of lines) {
    const name = line.menuSectionItem.section?.trim() || 'Menu';
    sections.set(name, [...(sections.get(name) ?? []), line]);
  }
  return [...sections];
}

/** What a dish contains, in words: 'Contains Milk, Wheat' (+ a note when not all was reviewed). */
function contains(line: Line): string | null {
  const { allergens, allergensNotReviewed } = line.menuSectionItem.menuItem;
  const parts: string[] = [];
  if (allergens.length > 0) parts.push(`Contains ${allergens.map(allergenLabel).join(', ')}`);
  if (allergensNotReviewed.length > 0) parts.push(NOT_REVIEWED_TEXT);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** The BEO's menu: each section a table of items with plating, quantity (the guest count by default) and price. */
export function BeoMenu({ event }: { event: TBanquetEvent }) {
  if (event.banquetEventMenuSectionItems.length === 0)
    return <Typography color="text.secondary">No menu items yet.</Typography>;
  return (
    <Table
      size="small"
      aria-label="Event menu"
      className="beo-menu"
      // Narrower cells on a phone, so the item names keep their room.
      sx={{ '& th, & td': { px: { xs: 0.75, sm: 2 } } }}
    >
      <TableHead>
        <TableRow>
          <TableCell>Item</TableCell>
          <TableCell>Plating</TableCell>
          <TableCell align="right">Quantity</TableCell>
          <TableCell align="right">Price</TableCell>
        </TableRow>
      </TableHead>
      {bySection(event.banquetEventMenuSectionItems).map(([section, lines]) => (
        <TableBody key={section}>
          <TableRow>
            <TableCell
              colSpan={4}
              component="th"
              scope="rowgroup"
              sx={{ fontWeight: 700, textTransform: 'uppercase', letterSpacing: 1, bgcolor: 'action.hover' }}
            >
              {section}
            </TableCell>
          </TableRow>
          {lines.map((line) => {
            const price = line.price ?? line.menuSectionItem.price;
            const note = contains(line);
            return (
              <TableRow key={line.id}>
                <TableCell component="th" scope="row">
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {line.menuSectionItem.menuItem.name}
                  </Typography>
                  {note && (
                    <Typography variant="caption" color="text.secondary">
                      {note}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{line.plating ?? '—'}</TableCell>
                <TableCell align="right">
                  {effectivePrepQuantity(line.prepQuantity, event.guestCount) ?? '—'}
                </TableCell>
                <TableCell align="right">{price === null ? '—' : formatMoney(price)}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      ))}
    </Table>
  );
}
