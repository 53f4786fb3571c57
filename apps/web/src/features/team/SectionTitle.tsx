import Typography from '@mui/material/Typography';
import type { ReactNode, RefObject } from 'react';
import { focusTargetProps } from '../../components/use-focus-after';

/**
 * The title of a members page section (Members, Pending invitations): it names the list under it
 * (`id`) and takes focus when an action removed the button that had it (useFocusAfter).
 */
export function SectionTitle({
  id,
  titleRef,
  children,
}: {
  id: string;
  titleRef: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}) {
  return (
    <Typography
      variant="h6"
      component="h2"
      id={id}
      ref={titleRef}
      {...focusTargetProps}
      sx={{ fontWeight: 700, px: 2, pt: 2 }}
    >
      {children}
    </Typography>
  );
}
