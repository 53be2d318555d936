/**
 * A short status after signing in: who the reader is now signed in as and, for staff, the way to the staff section.
 * Without it the dialog just closed, and staff had to notice that "Internal" had appeared in the navbar. It is a live
 * region, so screen readers announce it, and stays until closed: it holds a link, and a reader needs time to use it.
 */
import { useState, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { useLocation } from '@docusaurus/router';
import { isInStaffSection, staffSectionIntro } from '@site/contract/audience';
import { readablePath } from '@site/contract/urlPath';
import { useHandleLabel } from '@site/src/auth/useHandleLabel';
import { useSession } from '@site/src/auth/useSession';
import styles from './styles.module.css';

export default function SignedInToast(): ReactNode {
  const session = useSession();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(true);
  const shown = open && session.status === 'signedIn';
  // The numbering plans that group a phone number load only for one (src/auth/useHandleLabel.ts), not with every sign-in.
  const shownHandle = useHandleLabel(session.status === 'signedIn' ? session.me.handles[0] : undefined);
  const offerStaffSection = shown && session.me.staff && !isInStaffSection(readablePath(pathname));
  // The live region is in the page before its words (they come with the session), so screen readers announce them.
  return (
    <div className={shown ? styles.toast : undefined}>
      <p role="status" className={styles.message}>
        {shown && (
          <>
            Signed in as <strong>{shownHandle ?? 'your account'}</strong>.
            {offerStaffSection && (
              <>
                {' '}
                The <Link to={staffSectionIntro}>Internal handbook</Link> is now open to you.
              </>
            )}
          </>
        )}
      </p>
      {shown && (
        <button type="button" className={styles.close} aria-label="Close" onClick={() => setOpen(false)}>
          ×
        </button>
      )}
    </div>
  );
}
