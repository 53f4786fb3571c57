import CreditCard from '@mui/icons-material/CreditCardOutlined';
import Feedback from '@mui/icons-material/FeedbackOutlined';
import Groups from '@mui/icons-material/GroupsOutlined';
import History from '@mui/icons-material/History';
import Logout from '@mui/icons-material/Logout';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { TEAM_PATHS } from '../../features/team/team-paths';

export type AccountMenuListProps = {
  id: string;
  anchor: HTMLElement | null;
  username: string | null;
  /** The kitchen's activity page (a chef's or the owner's). */
  showActivity: boolean;
  /** The plan and its payment (the owner's: members do not pay). */
  showBilling: boolean;
  onClose: () => void;
  onFeedback: () => void;
  onLogout: () => void;
};

/** The account menu's popup: loaded on first use, so /home does not download MUI's Menu up front. */
export function AccountMenuList({
  id,
  anchor,
  username,
  showActivity,
  showBilling,
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
      {/* The kitchen's team. */}
      <MenuItem component={RouterLink} to={TEAM_PATHS.members} onClick={onClose}>
        <ListItemIcon>
          <Groups fontSize="small" />
        </ListItemIcon>
        Members
      </MenuItem>
      {showActivity && (
        <MenuItem component={RouterLink} to={TEAM_PATHS.activity} onClick={onClose}>
          <ListItemIcon>
            <History fontSize="small" />
          </ListItemIcon>
          Activity
        </MenuItem>
      )}
      {/* The plan and its status. */}
      {showBilling && (
        <MenuItem component={RouterLink} to="/account" onClick={onClose}>
          <ListItemIcon>
            <CreditCard fontSize="small" />
          </ListItemIcon>
          Account
        </MenuItem>
      )}
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
