import Event from '@mui/icons-material/Event';
import ManageSearch from '@mui/icons-material/ManageSearch';
import Restaurant from '@mui/icons-material/Restaurant';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import { Link as RouterLink } from 'react-router';
import { NextSevenDays } from './NextSevenDays';

type HomeCard = { title: string; to: string; text: string; Icon: ComponentType<{ fontSize?: 'large' }> };

const CARDS: HomeCard[] = [
  {
    title: 'USDA',
    to: '/portal/usda',
    text: 'Search the USDA food database and add foods to your catalogue.',
    Icon: ManageSearch,
  },
  {
    title: 'Kitchen',
    to: '/portal/chef',
    text: 'Vendors, ingredients, recipes, menu items and menus.',
    Icon: Restaurant,
  },
  {
    title: 'Events',
    to: '/portal/events',
    text: 'Plan banquet events and print prep lists per team.',
    Icon: Event,
  },
];

/**
 * A card whose title is the link (named 'USDA', 'Kitchen', 'Events'); the link's area stretches
 * over the whole card so it is clickable anywhere, and the description stays outside the name.
 */
function HomeCardLink({ card }: { card: HomeCard }) {
  return (
    <Card
      variant="outlined"
      sx={{
        position: 'relative',
        height: '100%',
        transition: 'box-shadow 150ms, border-color 150ms',
        '&:hover': { borderColor: 'primary.main', boxShadow: 3 },
        '&:focus-within': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
      }}
    >
      <CardContent sx={{ display: 'grid', gap: 1, justifyItems: 'start', p: 3 }}>
        <Box sx={{ color: 'primary.main' }}>
          <card.Icon fontSize="large" />
        </Box>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
          <Link
            component={RouterLink}
            to={card.to}
            color="inherit"
            underline="hover"
            sx={{
              '&::after': { content: '""', position: 'absolute', inset: 0 },
              '&:focus-visible': { outline: 'none' },
            }}
          >
            {card.title}
          </Link>
        </Typography>
        <Typography color="text.secondary">{card.text}</Typography>
      </CardContent>
    </Card>
  );
}

/** /home, the target after sign-in (spec 1, 2): three cards, three per row on wide screens. */
export function HomePage() {
  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        Welcome to Brigade
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        {CARDS.map((card) => (
          <li key={card.to}>
            <HomeCardLink card={card} />
          </li>
        ))}
      </Box>
      <NextSevenDays />
    </Box>
  );
}
