import { useCallback, useEffect, useRef, useState } from 'react';
import { classifyIdentity, clientMessage, normalizePhone, useShell } from '@dukkan/contracts';
import type { AuthTokens } from '@dukkan/contracts';
import { useRequestEmailOtp } from '../../../shared/otp/hooks/use-request-email-otp';
import { useRequestOtp } from '../../../shared/otp/hooks/use-request-otp';

/** What the open dialog shows: the identity the code went to. */
export interface OpenOtpDialog {
  identity: string;
  readonly: boolean;
  phone: string;
  /** Set for an e-mail identity: the code went to this e-mail. */
  email: string | null;
  resendAfter: number | null;
}

/**
 * The one-time-code dialog (shell spec sections 2 and 4): opens on `enter-otp` for a phone or an
 * e-mail identity after a code was sent to it (PhoneLogin or initiateEmailOTPLogin); an accepted
 * code re-identifies the customer through the shell (session.login), emits `otp-authenticated`
 * with the code and closes. A failed check other than a wrong code (which keeps the screen), a
 * code that cannot be sent, an identity that is neither, and the change-phone link (not supported
 * here: the caller edits the phone) emit `otp-error` instead.
 */
export function useOtpDialog() {
  const { bus, locale, session } = useShell();
  const { login } = session;
  const { request } = useRequestOtp();
  const requestEmail = useRequestEmailOtp();
  const [open, setOpen] = useState<OpenOtpDialog | null>(null);
  const requestRef = useRef({ phone: request, email: requestEmail });

  useEffect(() => {
    requestRef.current = { phone: request, email: requestEmail };
  }, [request, requestEmail]);

  useEffect(() => {
    const onEnterOtp = ({ identity, readonly }: { identity: string; readonly: boolean }) => {
      const fail = (message: string) => bus.emit('otp-error', { identity, message });
      const kind = classifyIdentity(identity);
      if (kind === 'email') {
        void requestRef.current.email(identity.trim()).then((result) => {
          if (result.status === 'sent') {
            setOpen({
              identity,
              readonly,
              phone: '',
              email: result.email,
              resendAfter: result.resendAfter,
            });
          } else {
            fail(result.message);
          }
        });
        return;
      }
      if (kind !== 'phone') {
        fail(clientMessage('otp.unableToSend', locale));
        return;
      }
      void requestRef.current.phone(normalizePhone(identity)).then((result) => {
        if (result.status === 'sent') {
          setOpen({
            identity,
            readonly,
            phone: result.phone,
            email: null,
            resendAfter: result.resendAfter,
          });
        } else {
          fail(clientMessage('otp.unableToSend', locale));
        }
      });
    };
    bus.on('enter-otp', onEnterOtp);
    return () => bus.off('enter-otp', onEnterOtp);
  }, [bus, locale]);

  const onVerified = useCallback(
    async (tokens: AuthTokens, code: string) => {
      if (!open) return;
      await login(tokens);
      bus.emit('otp-authenticated', { identity: open.identity, code });
      setOpen(null);
    },
    [bus, login, open],
  );

  const onError = useCallback(
    (message: string) => {
      if (open) bus.emit('otp-error', { identity: open.identity, message });
    },
    [bus, open],
  );

  const changePhone = useCallback(() => {
    if (!open) return;
    bus.emit('otp-error', {
      identity: open.identity,
      message: clientMessage('editPhoneNotSupported', locale),
    });
    setOpen(null);
  }, [bus, locale, open]);

  return { open, onVerified, onError, changePhone };
}
