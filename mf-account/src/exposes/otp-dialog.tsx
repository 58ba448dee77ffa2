import '../i18n';

/** The one-time-code dialog opened by the `enter-otp` event; it arrives with the login issue. Until then it renders nothing. */
export default function OtpDialog(_props: Record<string, never>) {
  return null;
}
