import { EVENT_STATUS_LABELS, formatMoney, formatPercent, type TBanquetEvent } from '@brigade/core';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BeoAllergens } from './BeoAllergens';
import { BeoMenu } from './BeoMenu';
import { BeoSection, Facts } from './BeoSection';
import { dayText, eventDateText, eventTimeText } from './event-format';

const count = (n: number | null) => (n === null ? '—' : String(n));

/**
 * The banquet event order: one document a banquet captain, the kitchen and the client all
 * read — BEO number and revision, the event, the menu by section, allergens, dietary counts, the food
 * cost against the price per guest, and the notes.
 */
export function BeoDocument({ event }: { event: TBanquetEvent }) {
  const { figures } = event;
  const lowerBound = figures.costComplete ? '' : 'at least ';
  return (
    <Box
      component="article"
      aria-label="Banquet event order"
      className="beo"
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}
    >
      <Box
        component="header"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          gap: 2,
          alignItems: 'flex-start',
        }}
      >
        <Box>
          <Typography variant="overline" sx={{ letterSpacing: 2, lineHeight: 1.5 }}>
            Banquet event order
          </Typography>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
            {event.title}
          </Typography>
        </Box>
        <Box sx={{ textAlign: { sm: 'right' } }} aria-label="BEO number">
          <Typography sx={{ fontWeight: 800, fontSize: '1.25rem' }}>{event.beoNumber}</Typography>
          <Typography variant="body2">Revision {event.beoRevision}</Typography>
        </Box>
      </Box>

      <BeoSection title="Event">
        {/* The event on the left, the client on the right; one under the other on a phone. */}
        <Box
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '3fr 2fr' }, gap: { xs: 0.5, sm: 3 } }}
        >
          <Facts
            single
            facts={[
              ['Date', eventDateText(event)],
              ['Time', eventTimeText(event)],
              [
                'Status',
                event.status === 'CANCELLED' && event.cancelReason
                  ? `${EVENT_STATUS_LABELS.CANCELLED}: ${event.cancelReason}`
                  : EVENT_STATUS_LABELS[event.status],
              ],
              ['Location', event.room ? `${event.location} · ${event.room.name}` : event.location],
              ['Expected guests', count(event.guestCount)],
              ['Guaranteed', count(event.guaranteedCount)],
              ['Guarantee due', dayText(event.guaranteeDueDate)],
            ]}
          />
          <Facts
            single
            facts={[
              ['Client', event.clientName ?? '—'],
              ['Phone', event.clientPhone ?? '—'],
            ]}
          />
        </Box>
      </BeoSection>

      <BeoSection title="Menu">
        <Box sx={{ overflowX: 'auto' }}>
          <BeoMenu event={event} />
        </Box>
      </BeoSection>

      <BeoSection title="Allergens">
        <BeoAllergens event={event} />
      </BeoSection>

      <BeoSection title="Dietary counts">
        {event.dietaryCounts.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            None declared.
          </Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2.5, columns: { sm: 2 } }}>
            {event.dietaryCounts.map((d) => (
              <Typography component="li" variant="body2" key={`${d.label}-${d.allergen ?? ''}`}>
                <strong>{d.count}</strong> {d.label}
              </Typography>
            ))}
          </Box>
        )}
      </BeoSection>

      <BeoSection title="Food cost">
        <Facts
          facts={[
            ['Food cost', `${lowerBound}${formatMoney(figures.foodCost)}`],
            [
              'Food cost per guest',
              figures.foodCostPerGuest === null
                ? '—'
                : `${lowerBound}${formatMoney(figures.foodCostPerGuest)}`,
            ],
            ['Price per guest', event.pricePerGuest === null ? '—' : formatMoney(event.pricePerGuest)],
            [
              'Food cost %',
              figures.foodCostPercent === null
                ? '—'
                : `${lowerBound}${formatPercent(figures.foodCostPercent)}`,
            ],
          ]}
        />
        {!figures.costComplete && (
          <Typography variant="caption" color="text.secondary">
            A menu item could not be fully costed: the food cost is a lower bound.
          </Typography>
        )}
      </BeoSection>

      <BeoSection title="Notes">
        <Typography
          variant="body2"
          sx={{ whiteSpace: 'pre-wrap' }}
          color={event.notes ? undefined : 'text.secondary'}
        >
          {event.notes ?? 'No notes.'}
        </Typography>
      </BeoSection>

      <Box
        className="beo-signatures"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 4, pt: 3 }}
      >
        {['Client signature', 'Banquet manager'].map((who) => (
          <Box key={who} sx={{ borderTop: 1, borderColor: 'text.primary', pt: 0.5 }}>
            <Typography variant="caption">{who} · Date</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
