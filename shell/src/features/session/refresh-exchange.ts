import type { ApolloClient } from '@apollo/client';
import { RefreshCustomerTokenDocument } from './graphql/__generated__/refresh-token';
import { saveSessionCookies } from './session-cookies';

/**
 * Spends the refresh token once for a new access and refresh token, saves both in the session
 * cookies and returns the new access token (null when the service refuses). Loaded by the session
 * when first needed, at most once an hour, so it stays out of every page's first load.
 */
export async function exchangeRefreshToken(
  client: ApolloClient,
  refreshToken: string,
): Promise<string | null> {
  const result = await client.mutate({
    mutation: RefreshCustomerTokenDocument,
    variables: { refreshToken },
  });
  const answer = result.data?.refreshCustomerToken;
  if (!answer?.token || !answer.refreshToken) return null;
  saveSessionCookies({
    token: answer.token,
    refreshToken: answer.refreshToken,
    tokenExpiresAt: answer.token_expires_at ?? '',
    refreshTokenExpiresAt: answer.refresh_token_expires_at ?? '',
  });
  return answer.token;
}
