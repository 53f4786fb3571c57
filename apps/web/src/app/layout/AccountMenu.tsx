import AccountCircle from '@mui/icons-material/AccountCircle';
import IconButton from '@mui/material/IconButton';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useCan } from '../../lib/use-can';
import { signOut } from '../auth/sign-out';
import { useUsername } from '../auth/useSession';

const loadList = () => import('./AccountMenuList');
const AccountMenuList = lazy(async () => ({ default: (await loadList()).AccountMenuList }));

/**
 * The account menu of the top bar (spec 1): the kitchen's members and activity, the plan
 * (the owner's), Feedback and Logout.
 */
export function AccountMenu() {
  const id = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const username = useUsername();
  const can = useCan();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first opening on, so the menu can animate out when it closes.
  const [used, setUsed] = useState(false);
  const open = Boolean(anchor);

  const feedback = () => {
    setAnchor(null);
    // The feedback is stored with the page it was written about.
    navigate('/portal/feedback', { state: { from: `${location.pathname}${location.search}` } });
  };
  const logout = async () => {
    setAnchor(null);
    await signOut(queryClient);
    navigate('/', { replace: true });
  };

  return (
    <>
      <IconButton
        color="inherit"
        aria-label="Account"
        aria-haspopup="menu"
        aria-controls={open ? `${id}-menu` : undefined}
        aria-expanded={open ? 'true' : undefined}
        onPointerEnter={loadList}
        onFocus={loadList}
        onClick={(event) => {
          setUsed(true);
          setAnchor(event.currentTarget);
        }}
      >
        <AccountCircle />
      </IconButton>
      {used && (
        <Suspense fallback={null}>
          <AccountMenuList
            id={`${id}-menu`}
            anchor={anchor}
            username={username}
            showActivity={can('listActivity')}
            showBilling={can('updateSubscription')}
            onClose={() => setAnchor(null)}
            onFeedback={feedback}
            onLogout={logout}
          />
        </Suspense>
      )}
    </>
  );
}
