// Every message the product shows for a known situation, without zod, so a bundle that only shows
// pages (the marketing pages, `@chainscribe/contracts/catalogue`) has them too; errors.ts re-exports it.

/** User-facing texts from spec §5 and §8; the rest are ours where the spec shows none. */
export const messages = {
  // Payment and account (spec §8)
  failedToCreatePayment: 'Failed to create payment',
  authenticationFailed: 'Authentication failed. Please try signing out and back in.',
  unableToGetToken: 'Unable to get authentication token',
  paymentSetupFailedTitle: 'Payment Setup Failed',
  userNotAuthenticated: 'User not authenticated',
  /** The payment page opened signed out with no charge in its address: nothing to check yet. */
  signInToSeePayment: 'Sign in to see your payment. A confirmed payment is applied to your account on its own.',
  failedToCheckUser: 'Failed to check if user exists',
  failedToCreateUser: (reason: string) => `Failed to create user in database: ${reason}`,
  failedToUpdateUser: (reason: string) => `Failed to update user in database: ${reason}`,
  failedToSyncUser: 'Failed to sync user',
  noEmailFound: 'No email found for user',
  signInToUpgrade: 'Please sign in to upgrade',
  authenticationRequiredTitle: 'Authentication Required',
  signInToUpgradePlan: 'Please sign in to upgrade your plan.',
  unableToVerifyPayment: 'Unable to verify payment status. Please contact support.',
  paymentIssue: 'There was an issue processing your payment. Please contact support if you were charged.',
  paymentStillProcessing: 'Payment is being processed. This may take a few minutes...',
  paymentConfirmed: 'Payment confirmed! Your account has been upgraded to premium.',
  processingPayment: 'Processing your payment...',
  paymentNotFound: 'Payment not found',
  invalidWebhookSignature: 'Invalid webhook signature',

  // Local auth (spec §5 "email or phone plus a password")
  emailOrPhoneRequired: 'Enter an email or phone number',
  passwordRequired: 'Enter a password',
  weakPassword: 'Password should be at least 8 characters',
  invalidCredentials: 'Invalid login credentials',
  userAlreadyRegistered: 'User already registered',
  sessionMissing: 'Auth session missing!',
  invalidResetToken: 'Password reset link is invalid or has expired',
  passwordResetRequested: 'If an account exists for this email, a password reset link has been sent.',

  // Threads (spec §5, §8). Premium texts contain 'premium': the UI shows an upgrade button then.
  threadLimitReached: 'Daily thread limit reached. Upgrade to premium for unlimited threads.',
  failedToGenerateThread: 'Failed to generate thread',
  anErrorOccurred: 'An error occurred',
  premiumFeature: (feature: string) => `${feature} is a premium feature. Upgrade to premium to use it.`,
  enterTokenSymbol: 'Please enter a token symbol',
  enterTweetUrl: 'Please enter a valid X post URL',

  // Tweets (spec §5, §8)
  enterTopic: 'Please enter a topic',
  signInToGenerateTweets: 'Please sign in to generate tweets',
  tweetLimitReached: 'Daily tweet generation limit reached. Upgrade your plan to continue or wait until tomorrow.',
  tweetLimitReachedContinue: 'Daily tweet generation limit reached. Upgrade your plan to continue generating tweets.',
  failedToGenerateTweets: 'Failed to generate tweets',
  errorGeneratingTweets: 'Error generating tweets. Please try again later.',

  // Research (spec §5: at least 3 characters)
  researchTopicTooShort: 'Please enter a topic of at least 3 characters to research',
  /** `resetsAt` is the next 00:00 UTC; free plans are told that premium has more (the UI shows the upgrade button). */
  researchLimitReached: (limit: number, resetsAt: string, premium: boolean) =>
    `Daily research limit reached (${limit} per day). It resets at 00:00 UTC (${resetsAt}).${premium ? '' : ' Upgrade to premium for more research.'}`,

  // Market
  priceDataUnavailable: 'Live price data is unavailable right now',

  // Analytics and debug (spec §8)
  unableToLoadAnalyticsTitle: 'Unable to Load Analytics',
  failedToLoadAnalytics: (message: string) => `Failed to load analytics data: ${message}`,
  failedToGetToken: (message: string) => `Failed to get token: ${message}`,
  authTestFailed: (message: string) => `Auth test failed: ${message}`,

  // Generic
  invalidRequest: 'Invalid request',
  notFound: 'Not found',
  forbidden: 'You do not have access to this resource',
  tooManyRequests: 'Too many requests. Please slow down and try again.',
  serviceUnavailable: 'Service temporarily unavailable. Please try again.',
  generationTimedOut: 'Generation is taking longer than expected. Please try again.',
  somethingWentWrong: 'Something went wrong.',
} as const;
