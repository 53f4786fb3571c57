import CheckCircle from '@mui/icons-material/CheckCircle';
import PendingOutlined from '@mui/icons-material/PendingOutlined';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';

export const COMPLETE_TEXT = 'This item is complete!';
export const INCOMPLETE_TEXT = 'Hm, looks like this is still a work in progress';

/** The completeness indicator every item shows (spec 4); the rules themselves live in core. */
export function CompletenessIcon({
  complete,
  fontSize = 'small',
}: {
  complete: boolean;
  fontSize?: 'small' | 'medium';
}) {
  const text = complete ? COMPLETE_TEXT : INCOMPLETE_TEXT;
  return (
    <Tooltip title={text}>
      <Box component="span" role="img" tabIndex={0} sx={{ display: 'inline-flex', verticalAlign: 'middle' }}>
        {complete ? (
          <CheckCircle fontSize={fontSize} sx={{ color: 'success.main' }} />
        ) : (
          <PendingOutlined fontSize={fontSize} sx={{ color: 'warning.dark' }} />
        )}
      </Box>
    </Tooltip>
  );
}
