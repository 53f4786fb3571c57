import CreditCard from '@mui/icons-material/CreditCardOutlined';
import Feedback from '@mui/icons-material/FeedbackOutlined';
import Logout from '@mui/icons-material/Logout';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

export type AccountMenuListProps = {
  id: string;
  anchor: HTMLElement | null;
  username: string | null;
  onClose: () => void;
  onFeedback: () => void;
  onLogout: () => void;
};

/** The account menu's popup: loaded on first use, so /home does not download MUI's Menu up front. */
export function AccountMenuList({
  id,
  anchor,
  username,
  onClose,
  onFeedback,
  onLogout,
}: AccountMenuListProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      {username && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
          Signed in as <strong>{username}</strong>
        </Typography>
      )}
      {username && <Divider />}
      {/* The plan and its status (issue 15). */}
      <MenuItem component={RouterLink} to="/account" onClick={onClose}>
        <ListItemIcon>
          <CreditCard fontSize="small" />
        </ListItemIcon>
        Account
      </MenuItem>
      <MenuItem onClick={onFeedback}>
        <ListItemIcon>
          <Feedback fontSize="small" />
        </ListItemIcon>
        Feedback
      </MenuItem>
      <MenuItem onClick={onLogout}>
        <ListItemIcon>
          <Logout fontSize="small" />
        </ListItemIcon>
        Logout
      </MenuItem>
    </Menu>
  );
}
