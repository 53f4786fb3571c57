import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PrintLine, PrintSection } from './print-sections';

function Lines({ title, lines }: { title: string; lines: PrintLine[] }) {
  if (lines.length === 0) return null;
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle2" component="h4">
        {title}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {lines.map((line) => (
          <li key={line.key}>
            <Box component="span" sx={{ fontWeight: 600 }}>
              {line.quantity}
            </Box>{' '}
            {line.name}
          </li>
        ))}
      </Box>
    </Box>
  );
}

/**
 * One recipe of a scaled tree: name, team, yield, (unless compact) its allergens, sub-recipe list,
 * ingredients (kitchen fractions) and, unless compact, the preparation text. Used by the Scale popover and the print view.
 */
export function SectionView({
  section,
  compact = false,
  headingLevel = 2,
}: {
  section: PrintSection;
  compact?: boolean;
  headingLevel?: 1 | 2 | 3;
}) {
  const nested = section.usedIn.length > 0;
  return (
    <Box component="article" aria-label={section.name} sx={{ display: 'grid', gap: 1, breakInside: 'avoid' }}>
      <Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1.5 }}>
          <Typography
            variant={compact ? 'subtitle1' : headingLevel === 1 ? 'h4' : 'h5'}
            component={`h${headingLevel}`}
            sx={{ fontWeight: 700 }}
          >
            {section.name}
          </Typography>
          {section.scaleNote && (
            // Beside the title: the method's amounts are for the yield as written.
            <Typography
              component="span"
              className="recipe-scale-note"
              variant={compact ? 'body2' : 'subtitle1'}
              sx={{ fontWeight: 700, px: 0.75, borderRadius: 0.5, border: 1, borderColor: 'text.primary' }}
            >
              {section.scaleNote}
            </Typography>
          )}
        </Box>
        {nested && (
          <Typography variant="body2" color="text.secondary">
            Sub-recipe of {section.usedIn.join(' › ')}
          </Typography>
        )}
        <Typography variant="body2">
          {!compact && section.team && <>Team: {section.team} · </>}
          Yield: {section.yieldText || '—'}
        </Typography>
      </Box>
      {!compact && (
        <Box component="section" aria-label="Allergens">
          {section.allergens.map((text) => (
            <Typography key={text} variant="body2" sx={{ fontWeight: 600 }}>
              {text}
            </Typography>
          ))}
        </Box>
      )}
      <Lines title="Sub-recipes" lines={section.subRecipes} />
      <Lines title="Ingredients" lines={section.ingredients} />
      {!compact && section.prepNotes && (
        <Box component="section" aria-label="Preparation">
          <Typography variant="subtitle2" component="h4">
            Preparation
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {section.prepNotes}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
