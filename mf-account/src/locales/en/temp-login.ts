/** English texts of the temporary login by a one-time code sent to the e-mail (issue 13). */
export const tempLoginEn = {
  intro:
    'No password at hand? Enter the e-mail of your account and we will send you a one-time code and a link to log in.',
  submit: 'Send the code',
  codeTitle: 'Check your e-mail',
  otherEmail: 'Use another e-mail',
  otherWays: 'Other ways to log in',
  checkingLink: 'Logging you in with the link from your e-mail…',
};
