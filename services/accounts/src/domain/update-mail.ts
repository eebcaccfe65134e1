import type { Logger } from '@chainscribe/service-kit';
import type { Mailer } from '../data-access/mailer.ts';
import type { SettingsService } from './settings.ts';

export type UpdateMailOutcome = 'sent' | 'no_consent' | 'no_address';

/**
 * Product update emails go only to users whose settings hold consent at the moment of sending
 * (read fresh, never cached). Account mail (password resets) does not come through here: it is
 * part of the service the user asked for and needs no consent.
 */
export function createUpdateMailer(deps: { mailer: Mailer; settings: Pick<SettingsService, 'valuesOf'>; logger: Logger }) {
  return {
    async send(user: { id: string; email: string | null }, message: { subject: string; text: string }): Promise<UpdateMailOutcome> {
      if (!user.email) return 'no_address';
      const { emailUpdates } = await deps.settings.valuesOf(user.id);
      if (!emailUpdates) {
        deps.logger.info({ userId: user.id, subject: message.subject }, 'update email not sent: no consent');
        return 'no_consent';
      }
      await deps.mailer.send({ to: user.email, ...message });
      return 'sent';
    },
  };
}

export type UpdateMailer = ReturnType<typeof createUpdateMailer>;
