import type { TVendor } from '@brigade/core';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';
import type { GridColumn } from '../../components/data-grid';

/** The grid's height for `rows` vendors: the rows themselves up to spec 9's 700 px list. */
export function gridHeight(rows: number): number {
  // Toolbar 52 + header 56 + 52 per row (standard density) + 2 borders.
  return Math.min(700, 52 + 56 + 52 * Math.max(rows, 1) + 2);
}

/**
 * Spec 2's vendors table: Name and Number of Ingredients (the id hidden), both sorted on the server
 * (GET /api/vendors?sort=); Rename and Delete for a member who may.
 */
export function vendorColumns(
  onRename: ((vendor: TVendor) => void) | undefined,
  onDelete: ((vendor: TVendor) => void) | undefined,
): GridColumn<TVendor>[] {
  const columns: GridColumn<TVendor>[] = [
    { field: 'name', headerName: 'Name', value: (v) => v.name, flex: 2 },
    {
      field: 'ingredientCount',
      headerName: 'Number of Ingredients',
      type: 'number',
      align: 'right',
      value: (v) => v.ingredientCount,
      minWidth: 120,
      phone: true,
    },
  ];
  if (!onRename && !onDelete) return columns;
  return [
    ...columns,
    {
      field: 'actions',
      headerName: 'Actions',
      value: () => null,
      sortable: false,
      filterable: false,
      exportable: false,
      align: 'right',
      width: 110,
      phone: true,
      render: (vendor) => (
        <>
          {onRename && (
            <RowAction
              label={`Rename ${vendor.name}`}
              icon={<Edit fontSize="small" />}
              onClick={() => onRename(vendor)}
            />
          )}
          {onDelete && (
            <RowAction
              label={`Delete ${vendor.name}`}
              icon={<DeleteOutline fontSize="small" />}
              onClick={() => onDelete(vendor)}
            />
          )}
        </>
      ),
    },
  ];
}

/** A row's button: it acts on the row without opening it (the row's click opens the vendor). */
function RowAction({ label, icon, onClick }: { label: string; icon: ReactNode; onClick: () => void }) {
  return (
    <IconButton
      aria-label={label}
      onClick={(event) => {
        event.stopPropagation();
        onClick();
      }}
    >
      {icon}
    </IconButton>
  );
}
