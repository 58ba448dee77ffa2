/**
 * English texts of the one-time code screen: the sign-in pages' code step and the checkout's
 * code dialog, which reads this file alone when it opens (`deferred-texts-en-otp`).
 */
export const otpEn = {
  otp: {
    title: 'Verify your phone number',
    sentTo: 'We sent a 4-digit code to',
    changePhone: 'Change phone number',
    code: 'Verification code',
    digit: 'Digit {{index}} of {{total}}',
    verifying: 'Checking the code…',
    resend: 'Resend code',
    resendIn: 'Resend code in {{time}}',
    didNotGet: "Didn't get the code?",
  },
  // The code screen's title when the code went to an e-mail (temporary login).
  tempLogin: { codeTitle: 'Check your e-mail' },
};
