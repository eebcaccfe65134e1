import { Router } from 'express';
import { getMe, syncUser } from '@chainscribe/contracts';
import { currentUser, requireUser } from '@chainscribe/service-kit';
import { toUserRow, type UsersService } from '../../domain/users.ts';

/** The caller's own row only: the id comes from the gateway-verified identity, never the request. */
export function usersRoutes(users: UsersService, now: () => Date): Router {
  const router = Router();
  router.get(getMe.path, requireUser, async (req, res) => {
    res.json(await users.me(currentUser(req)));
  });
  router.post(syncUser.path, requireUser, async (req, res) => {
    syncUser.request.parse(req.body ?? {});
    const { user, created } = await users.ensure(currentUser(req));
    res.status(created ? 201 : 200).json({ ...toUserRow(user, now()), created });
  });
  return router;
}
