import { Router } from 'express';
import { Webhook, WebhookVerificationError } from 'svix';
import { z } from 'zod';
import { AppError, countWebhookDeliveries, type Logger } from '@chainscribe/service-kit';
import type { UsersRepository } from '../../data-access/users.repository.ts';
import type { AccountDeletion } from '../../domain/account-deletion.ts';
import type { UsersService } from '../../domain/users.ts';

const emailAddresses = z.array(z.object({ id: z.string(), email_address: z.string() })).default([]);
const clerkEvent = z.discriminatedUnion('type', [
  z.object({
    type: z.enum(['user.created', 'user.updated']),
    data: z.object({ id: z.string().min(1), primary_email_address_id: z.string().nullable().optional(), email_addresses: emailAddresses }),
  }),
  z.object({ type: z.literal('user.deleted'), data: z.object({ id: z.string().min(1).optional() }) }),
]);

/**
 * Clerk → accounts (svix-signed, over the raw body). Every effect is an idempotent upsert, so
 * svix's redeliveries change nothing. Unknown event types are acknowledged and ignored.
 */
export function clerkWebhookRoutes(options: {
  secret: string | undefined;
  users: UsersService;
  repository: UsersRepository;
  /** A user deleted at Clerk is deleted here too: user.deleted, then every service erases them. */
  deletion: Pick<AccountDeletion, 'deleteByIdentityProvider'>;
  now: () => Date;
  logger: Logger;
}): Router {
  const router = Router();
  router.post(
    '/api/webhooks/clerk',
    countWebhookDeliveries(() => 'clerk'),
    async (req, res) => {
      if (!options.secret) throw AppError.notFound('Clerk webhooks are not configured');
      let payload: unknown;
      try {
        payload = new Webhook(options.secret).verify(req.rawBody ?? Buffer.alloc(0), {
          'svix-id': req.get('svix-id') ?? '',
          'svix-timestamp': req.get('svix-timestamp') ?? '',
          'svix-signature': req.get('svix-signature') ?? '',
        });
      } catch (err) {
        if (err instanceof WebhookVerificationError) throw AppError.unauthorized('Invalid webhook signature', 'invalid_signature');
        throw err;
      }
      const parsed = clerkEvent.safeParse(payload);
      if (!parsed.success) {
        options.logger.info({ type: (payload as { type?: unknown }).type }, 'clerk webhook ignored');
        res.json({ received: true });
        return;
      }
      const event = parsed.data;
      if (event.type === 'user.deleted') {
        if (event.data.id) await options.deletion.deleteByIdentityProvider(event.data.id);
      } else {
        const primary =
          event.data.email_addresses.find((e) => e.id === event.data.primary_email_address_id) ?? event.data.email_addresses[0];
        const email = primary?.email_address.toLowerCase() ?? '';
        const updated =
          event.type === 'user.updated' && email ? await options.repository.updateProfile(event.data.id, { email }, options.now()) : null;
        if (!updated) await options.users.ensure({ userId: event.data.id, email });
      }
      res.json({ received: true });
    },
  );
  return router;
}
