import type { TRecipeSpreadsheetPreview } from '@brigade/core';
import { countOf } from '@brigade/core';
import Typography from '@mui/material/Typography';
import type { Spreadsheet } from '../../../../components/file-import/read-table';
import { cellText, type SheetColumn, SheetPreview } from '../../../../components/file-import/SheetPreview';

/** What a line's match is, after its name: an ingredient, a recipe of the kitchen or of this file. */
const MATCH_NOTE = { ingredient: '', recipe: ' (sub-recipe)', file: ' (in this file)' } as const;

/**
 * The preview of a recipe sheet: the recipes found (each with its number of lines), then every row
 * as read with what its line names ("Flour", "Pizza Dough (sub-recipe)", "Tart Crust (in this file)")
 * and its problems.
 */
export function RecipeSheetPreview({
  fileName,
  sheet,
  preview,
}: {
  fileName: string;
  sheet: Spreadsheet;
  preview: TRecipeSpreadsheetPreview;
}) {
  const matches = new Map(preview.recipes.flatMap((r) => r.lines.map((l) => [l.row, l.match] as const)));
  const row = (i: number) => sheet.rows[i];
  const columns: SheetColumn[] = [
    { header: 'Recipe', cell: (i) => cellText(row(i).recipe) },
    { header: 'Quantity', align: 'right', cell: (i) => cellText(row(i).quantity) },
    { header: 'Units', cell: (i) => cellText(row(i).units) },
    { header: 'Ingredient or sub-recipe', phone: true, cell: (i) => cellText(row(i).item) },
    {
      header: 'Matched to',
      cell: (i) => {
        const match = matches.get(i);
        return match ? `${match.name}${MATCH_NOTE[match.kind]}` : '';
      },
    },
  ];
  const found = preview.recipes;
  return (
    <SheetPreview
      gridId="recipe-import"
      fileName={fileName}
      sheet={sheet}
      errors={preview.errors}
      columns={columns}
      label="Recipe lines to import"
      ready="Every line is matched: ready to import."
    >
      <Typography>
        {`${countOf(found.length, 'recipe')}: `}
        {found.map((r) => `${r.name} (${countOf(r.lines.length, 'line')})`).join(', ')}
      </Typography>
    </SheetPreview>
  );
}
