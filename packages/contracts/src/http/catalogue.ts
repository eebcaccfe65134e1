import * as accounts from './accounts.ts';
import * as analytics from './analytics.ts';
import type { CallContract } from './call.ts';
import * as gateway from './gateway.ts';
import * as generation from './generation/index.ts';
import * as library from './library.ts';
import * as lint from './lint.ts';
import * as market from './market.ts';
import * as payments from './payments.ts';
import * as profile from './profile.ts';
import * as research from './research.ts';
import * as settings from './settings.ts';
import * as templates from './templates.ts';
import * as userData from './user-data.ts';
import * as waitlist from './waitlist.ts';

/** Every HTTP call by name, grouped by the service that answers it (the gateway's prefix table). */
export const httpCalls = {
  accounts: {
    getMe: accounts.getMe,
    syncUser: accounts.syncUser,
    deleteMe: userData.deleteMe,
    exportMe: userData.exportMe,
    signUp: accounts.signUp,
    signIn: accounts.signIn,
    refreshSession: accounts.refreshSession,
    signOut: accounts.signOut,
    getSession: accounts.getSession,
    requestPasswordReset: accounts.requestPasswordReset,
    confirmPasswordReset: accounts.confirmPasswordReset,
    createPayment: payments.createPayment,
    createPaymentSession: payments.createPaymentSession,
    activateSubscription: payments.activateSubscription,
    getPaymentStatus: payments.getPaymentStatus,
    joinTeamsWaitlist: waitlist.joinTeamsWaitlist,
    getSandboxCheckout: payments.getSandboxCheckout,
    paySandboxCheckout: payments.paySandboxCheckout,
    paymentWebhook: payments.paymentWebhook,
    getProfile: profile.getProfile,
    updateProfile: profile.updateProfile,
    uploadAvatar: profile.uploadAvatar,
    deleteAvatar: profile.deleteAvatar,
    getAvatar: profile.getAvatar,
    getPublicProfile: profile.getPublicProfile,
    getSettings: settings.getSettings,
    updateSettings: settings.updateSettings,
    getPushKey: settings.getPushKey,
    addPushSubscription: settings.addPushSubscription,
    removePushSubscription: settings.removePushSubscription,
  },
  generation: {
    getThreadPlan: generation.getThreadPlan,
    generateThread: generation.generateThread,
    getTweetLimit: generation.getTweetLimit,
    generateTweet: generation.generateTweet,
    listThreads: generation.listThreads,
    listUserThreads: generation.listUserThreads,
    getJob: generation.getJob,
    listTemplates: templates.listTemplates,
    createTemplate: templates.createTemplate,
    deleteTemplate: templates.deleteTemplate,
    listLibrary: library.listLibrary,
    createLibraryItem: library.createLibraryItem,
    getLibraryItem: library.getLibraryItem,
    patchLibraryItem: library.patchLibraryItem,
    deleteLibraryItem: library.deleteLibraryItem,
    restoreLibraryItem: library.restoreLibraryItem,
    emptyLibraryTrash: library.emptyLibraryTrash,
    listLibraryVersions: library.listLibraryVersions,
    restoreLibraryVersion: library.restoreLibraryVersion,
    exportLibrary: library.exportLibrary,
    exportLibraryItem: library.exportLibraryItem,
    recheckLibraryItem: library.recheckLibraryItem,
    lintText: lint.lintText,
    getPersonalisation: settings.getPersonalisation,
    clearPersonalisation: settings.clearPersonalisation,
  },
  research: {
    researchTopic: research.researchTopic,
    getTrendingData: research.getTrendingData,
    getAccountInsights: research.getAccountInsights,
  },
  market: {
    getTokenCategories: market.getTokenCategories,
    searchTokens: market.searchTokens,
    getTokenData: market.getTokenData,
  },
  analytics: {
    getAnalytics: analytics.getAnalytics,
    analyticsTest: analytics.analyticsTest,
  },
  gateway: {
    authDebug: gateway.authDebug,
  },
} as const satisfies Record<string, Record<string, CallContract>>;

export type ServiceName = keyof typeof httpCalls;

/** Flat list of every call with its owning service. */
export const allCalls: readonly (CallContract & { readonly name: string; readonly service: ServiceName })[] = Object.entries(
  httpCalls,
).flatMap(([service, calls]) =>
  Object.entries<CallContract>(calls).map(([name, call]) => ({ ...call, name, service: service as ServiceName })),
);
