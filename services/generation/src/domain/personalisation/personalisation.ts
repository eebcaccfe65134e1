import { messages, type Personalisation } from '@chainscribe/contracts';
import { AppError, type Identity, type Logger } from '@chainscribe/service-kit';
import type { LibraryRepository } from '../../data-access/library.repository.ts';
import type { PersonalisationRepository } from '../../data-access/personalisation.repository.ts';
import { personalContextOf, type PersonalContext } from './defaults.ts';

/** The newest items looked at: enough to show habits, bounded so a request stays quick. */
const ITEMS_LOOKED_AT = 50;

export interface PersonalisationDeps {
  library: Pick<LibraryRepository, 'page'>;
  resets: PersonalisationRepository;
  /** The user's personalisation switch from accounts; null when accounts cannot answer. */
  enabledFor: (identity: Identity) => Promise<boolean | null>;
  now: () => Date;
  logger: Logger;
}

/**
 * Personalisation from what the server keeps: the user's library (not the trash), newest first,
 * from after their last clear. Nothing is gathered from the browser.
 */
export function createPersonalisation(deps: PersonalisationDeps) {
  async function contextOf(userId: string): Promise<{ context: PersonalContext; clearedAt: Date | null }> {
    const clearedAt = await deps.resets.clearedAt(userId);
    const items = await deps.library.page({ userId, trashedSince: null }, ITEMS_LOOKED_AT, null);
    const used = clearedAt ? items.filter((item) => item.updatedAt > clearedAt) : items;
    return { context: personalContextOf(used), clearedAt };
  }

  async function view(identity: Identity): Promise<Personalisation> {
    const enabled = await deps.enabledFor(identity);
    if (enabled === null) throw AppError.unavailable(messages.serviceUnavailable);
    const { context, clearedAt } = await contextOf(identity.userId);
    return { enabled, itemsUsed: context.itemsUsed, clearedAt: clearedAt?.toISOString() ?? null, defaults: context.defaults };
  }

  return {
    view,
    async clear(identity: Identity): Promise<Personalisation> {
      await deps.resets.clear(identity.userId, deps.now());
      return view(identity);
    },
    /** For a request: null when the user switched it off, or accounts cannot say (personalisation only flavours). */
    async contextFor(identity: Identity): Promise<PersonalContext | null> {
      const enabled = await deps.enabledFor(identity);
      if (enabled === null) deps.logger.warn({ userId: identity.userId }, 'personalisation skipped: accounts did not answer');
      if (!enabled) return null;
      return (await contextOf(identity.userId)).context;
    },
  };
}

export type PersonalisationService = ReturnType<typeof createPersonalisation>;
