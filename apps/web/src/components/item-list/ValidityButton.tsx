import CheckCircle from '@mui/icons-material/CheckCircle';
import PendingOutlined from '@mui/icons-material/PendingOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { COMPLETE_TEXT, INCOMPLETE_TEXT } from '../CompletenessIcon';

/**
 * A card's validity icon, which opens the item (spec 2). The same icons and tooltips as
 * CompletenessIcon (spec 4), but as a button: its name says what it does ("Open Flour") and the icon
 * inside carries the completeness text, so both are announced.
 */
export function ValidityButton({
  name,
  complete,
  onClick,
}: {
  name: string;
  complete: boolean;
  onClick: () => void;
}) {
  const text = complete ? COMPLETE_TEXT : INCOMPLETE_TEXT;
  return (
    <Tooltip title={text} describeChild>
      <IconButton aria-label={`Open ${name}`} onClick={onClick}>
        {complete ? (
          <CheckCircle titleAccess={text} sx={{ color: 'success.main' }} />
        ) : (
          <PendingOutlined titleAccess={text} sx={{ color: 'warning.dark' }} />
        )}
      </IconButton>
    </Tooltip>
  );
}
