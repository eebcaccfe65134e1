import { describe, expect, it } from 'vitest';
import { billingTerms, planOffers, plans, scheduledPostLimits, SUBSCRIPTION_PERIOD_DAYS, teamsOffer } from '../src/index.ts';

describe('plan catalogue (issue 27)', () => {
  it('when the offers are built, then every figure is a limit the server enforces', () => {
    expect(planOffers.free.features).toEqual([
      `${plans.free.threadsPerDay} threads per day`,
      `${plans.free.tweetsPerDay} single tweets per day`,
      `Custom-topic threads up to ${plans.free.maxThreadLength} posts`,
      'Educational and calm tones',
      'Question hooks',
      `Post to X with up to ${scheduledPostLimits.free} scheduled posts at a time`,
      'Your library, templates and analytics',
    ]);
    expect(planOffers.premium.features).toContain('Unlimited threads');
    expect(planOffers.premium.features).toContain(`Threads up to ${plans.premium.maxThreadLength} posts`);
    expect(planOffers.premium.features).toContain('Degen, hype and shill tones');
    expect(planOffers.premium.features).toContain('Stat, bold and story hooks');
    expect(planOffers.premium.features).toContain('Post to X and schedule without limit');
    expect(planOffers.premium.price).toBe('$9.99');
    expect(planOffers.premium.period).toBe(`per ${SUBSCRIPTION_PERIOD_DAYS} days`);
  });

  it('when the words are read, then there is one paid plan name and no promise billing does not keep', () => {
    const everything = JSON.stringify({ planOffers, billingTerms, teamsOffer });
    expect(planOffers.premium.name).toBe('Premium');
    for (const word of [/\bPro\b/, /money-back/i, /cancel anytime/i, /priority support/i, /advanced analytics/i, /\$\d+ per month/])
      expect(everything).not.toMatch(word);
    expect(billingTerms.renewal).toMatch(/nothing renews automatically/);
  });
});
