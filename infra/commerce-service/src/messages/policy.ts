/**
 * How hard and how fast the worker tries (docs/security.md "Outgoing messages" lists each figure).
 * A code the shopper is waiting for (urgent) is tried at once and again within seconds; any other
 * message is tried at once after its commit, then with backoff over about an hour.
 */
export interface RetryPolicy {
  /** Tries in all, the first included. */
  maxAttempts: number;
  /** Wait after the first failed try; doubled after each further one, up to maxBackoffMs. */
  firstBackoffMs: number;
  maxBackoffMs: number;
  /** Longest one try may take before it counts as failed (and retryable). */
  attemptTimeoutMs: number;
}

export interface MessagePolicy {
  urgent: RetryPolicy;
  normal: RetryPolicy;
  /**
   * How long a code mutation (initiateOTPLogin, resendOTP, createCustomer,
   * initiateEmailOTPLogin) waits for its code's fate before answering: sent, failed after the
   * last try (the shopper gets otp.unableToSend), or still trying (answered as sent).
   */
  codeWaitMs: number;
  /** How long a GraphQL answer waits for the first try of its other messages. */
  firstAttemptWaitMs: number;
  /** The worker looks for due messages this often. */
  pollMs: number;
  /** Messages claimed per look. */
  batch: number;
  /** A claimed message whose worker said nothing for this long (beyond the try's timeout) is taken again. */
  leaseMarginMs: number;
}

export const MESSAGE_POLICY: MessagePolicy = {
  // 5 tries over 0.25 + 0.5 + 1 + 2 = 3.75 s of backoff.
  urgent: { maxAttempts: 5, firstBackoffMs: 250, maxBackoffMs: 2_000, attemptTimeoutMs: 3_000 },
  // 8 tries over 0.5 + 1 + 2 + 4 + 8 + 16 + 32 = 63.5 minutes of backoff.
  normal: {
    maxAttempts: 8,
    firstBackoffMs: 30_000,
    maxBackoffMs: 3_600_000,
    attemptTimeoutMs: 15_000,
  },
  codeWaitMs: 10_000,
  firstAttemptWaitMs: 2_000,
  pollMs: 2_000,
  batch: 20,
  leaseMarginMs: 30_000,
};

/** The wait after the given failed try (1 = the first). */
export function backoffMs(policy: RetryPolicy, attempt: number): number {
  return Math.min(policy.firstBackoffMs * 2 ** Math.max(0, attempt - 1), policy.maxBackoffMs);
}
