import type { TImportRowError } from '@brigade/core';
import { cellText, type SheetColumn, SheetPreview } from '../../components/file-import/SheetPreview';
import type { Spreadsheet } from './read-spreadsheet';

/** The preview of an ingredient spreadsheet: its rows as read, each with its problems, by line in the file. */
export function ImportPreview({
  fileName,
  sheet,
  errors,
}: {
  fileName: string;
  sheet: Spreadsheet;
  errors: TImportRowError[];
}) {
  const row = (i: number) => sheet.rows[i];
  const columns: SheetColumn[] = [
    { header: 'Vendor', cell: (i) => cellText(row(i).vendor) },
    { header: 'Name', phone: true, cell: (i) => cellText(row(i).name) },
    { header: 'Category', cell: (i) => cellText(row(i).category) },
    { header: 'Pack cost', align: 'right', cell: (i) => cellText(row(i).cost) },
    { header: 'Pack', cell: (i) => `${cellText(row(i).costAmount)} ${cellText(row(i).costUnits)}`.trim() },
  ];
  return (
    <SheetPreview
      gridId="ingredient-import"
      fileName={fileName}
      sheet={sheet}
      errors={errors}
      columns={columns}
      label="Rows to import"
      ready="Every row is ready to import."
    />
  );
}
