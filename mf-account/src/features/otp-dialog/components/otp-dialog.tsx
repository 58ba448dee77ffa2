import { Suspense, useEffect } from 'react';
import { useShell } from '@dukkan/contracts';
import { deferredPart } from '../../../shared/deferred/deferred-part';
import { otpTexts } from '../../../locales/parts/otp';
import { useOtpDialog } from '../hooks/use-otp-dialog';

/** The code screen and its texts: fetched on `enter-otp`, while the code is being sent. */
const otpDialogBody = deferredPart(
  () => import('./otp-dialog-body').then((module) => module.OtpDialogBody),
  otpTexts,
);

/**
 * `account/OtpDialog` (mounted by the checkout layout): the verify-otp dialog, which opens on
 * `enter-otp` once a code was sent. This light part listens and keeps the open state; the code
 * screen's chunk is fetched on the same event, in parallel with the request that sends the code
 * (the dialog opens when that answers), so a checkout that never asks for a code never loads it.
 */
export function OtpDialog(_props: Record<string, never>) {
  const { bus } = useShell();
  const dialog = useOtpDialog();
  useEffect(() => {
    const fetchBody = () => {
      otpDialogBody.preload().catch(() => undefined);
    };
    bus.on('enter-otp', fetchBody);
    return () => bus.off('enter-otp', fetchBody);
  }, [bus]);
  if (!dialog.open) return null;
  const { Part: OtpDialogBody } = otpDialogBody;
  return (
    <Suspense fallback={null}>
      <OtpDialogBody
        open={dialog.open}
        onVerified={dialog.onVerified}
        onError={dialog.onError}
        changePhone={dialog.changePhone}
      />
    </Suspense>
  );
}
