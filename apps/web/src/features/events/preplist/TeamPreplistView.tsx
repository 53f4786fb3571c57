import type { TPreplistResponse } from '@brigade/core';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { keyed } from './keyed';
import { PrepRecipeView } from './PrepRecipeView';

export type TeamPreplist = TPreplistResponse['teamPreplists'][number];
type PreplistItem = TeamPreplist['preplistSections'][number]['preplistItems'][number];

/** One team's prep list: its sections, their items, and each item's scaled prep recipes. */
export function TeamPreplistView({
  team,
  large = false,
  headingLevel = 4,
}: {
  team: TeamPreplist;
  large?: boolean;
  /** The sections' heading level; items and recipes take the next ones. */
  headingLevel?: 2 | 3 | 4;
}) {
  return (
    <Box sx={{ display: 'grid', gap: large ? 4 : 2.5 }}>
      {team.preplistSections.map((section) => (
        <Box component="section" key={section.section} aria-label={section.section} className="prep-section">
          <Typography
            component={`h${headingLevel}`}
            sx={{
              fontSize: large ? '1.1rem' : '0.8rem',
              fontWeight: 700,
              letterSpacing: 2,
              textTransform: 'uppercase',
              color: 'text.secondary',
              borderBottom: 1,
              borderColor: 'divider',
              mb: large ? 2 : 1,
              breakAfter: 'avoid',
            }}
          >
            {section.section}
          </Typography>
          <Box sx={{ display: 'grid', gap: large ? 4 : 2.5 }}>
            {keyed(section.preplistItems, (item) => item.menuItemId ?? item.name).map(({ key, item }) => (
              <PrepItemView
                key={key}
                item={item}
                large={large}
                headingLevel={(headingLevel + 1) as 3 | 4 | 5}
              />
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function PrepItemView({
  item,
  large,
  headingLevel,
}: {
  item: PreplistItem;
  large: boolean;
  headingLevel: 3 | 4 | 5;
}) {
  const facts: [string, string][] = [
    ['Orders satisfied', String(item.ordersSatisfied)],
    ['Servings', String(item.servings)],
    ['Serving size', item.servingSize ?? '—'],
    ['Plating', item.plating ?? '—'],
  ];
  return (
    <Box
      component="article"
      aria-label={item.name}
      className="prep-item"
      sx={{ display: 'grid', gap: large ? 1.5 : 1 }}
    >
      <Box>
        <Typography
          component={`h${headingLevel}`}
          sx={{ fontWeight: 700, fontSize: large ? '2rem' : '1.15rem', lineHeight: 1.2 }}
        >
          {item.name}
        </Typography>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'flex',
            flexWrap: 'wrap',
            columnGap: large ? 3 : 2,
            fontSize: large ? '1.2rem' : '0.875rem',
          }}
        >
          {facts.map(([term, value]) => (
            <Box key={term} sx={{ display: 'flex', gap: 0.5 }}>
              <Box component="dt" sx={{ color: 'text.secondary' }}>
                {term}:
              </Box>
              <Box component="dd" sx={{ m: 0, fontWeight: 600 }}>
                {value}
              </Box>
            </Box>
          ))}
        </Box>
        {item.platingNotes && (
          <Typography
            sx={{ fontSize: large ? '1.2rem' : '0.875rem', fontStyle: 'italic', whiteSpace: 'pre-wrap' }}
          >
            Plating notes: {item.platingNotes}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: large ? 2.5 : 1.5, pl: large ? 0 : 1 }}>
        {keyed(item.prepRecipes, (recipe) => recipe.recipeId ?? recipe.name).map(({ key, item: recipe }) => (
          <PrepRecipeView
            key={key}
            recipe={recipe}
            large={large}
            headingLevel={(headingLevel + 1) as 4 | 5 | 6}
          />
        ))}
      </Box>
    </Box>
  );
}
