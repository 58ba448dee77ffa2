import { useEffect, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useShell } from '@dukkan/contracts';
import { AcknowledgeTierUpgradeDocument } from '../graphql/__generated__/loyalty-upgrade';

/** The shell dialog id of the tier-upgrade congratulation. */
export const LOYALTY_UPGRADE_DIALOG_ID = 'account/loyalty-upgrade';

/**
 * The tier-upgrade congratulation (shell spec section 2): opens the `loyalty-upgrade` dialog
 * when the signed-in customer (the shell's identity, fetched from the network) has a tier
 * upgrade and current tier info exists. It waits while another dialog is open (one dialog at a
 * time, e.g. the area choice). Closing it tells the service the customer was congratulated, so
 * it is shown once; should that call fail it still closes for this visit and comes back on a
 * later one.
 */
export function useLoyaltyUpgrade() {
  const { session, dialogs } = useShell();
  const user = session.isLoggedIn ? session.user : null;
  const [acknowledge] = useMutation(AcknowledgeTierUpgradeDocument);
  const [closedFor, setClosedFor] = useState<string | null>(null);
  const tierCode = user?.tier ?? null;
  const due = Boolean(user?.hasTierUpgrade && tierCode && closedFor !== user.id);
  const { openId } = dialogs;

  useEffect(() => {
    if (due && openId === null) dialogs.open(LOYALTY_UPGRADE_DIALOG_ID, 'loyalty-upgrade');
    // Logging out while it is open closes it.
    if (!due && openId === LOYALTY_UPGRADE_DIALOG_ID) dialogs.close(LOYALTY_UPGRADE_DIALOG_ID);
  }, [due, openId, dialogs]);

  return {
    open: due && openId === LOYALTY_UPGRADE_DIALOG_ID,
    tierCode,
    close: () => {
      if (user) setClosedFor(user.id);
      dialogs.close(LOYALTY_UPGRADE_DIALOG_ID);
      // Not awaited: the shopper goes on at once; a failure only means it is shown again later.
      acknowledge()
        .then(() => session.refreshIdentity())
        .catch(() => undefined);
    },
  };
}
