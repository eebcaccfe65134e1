import { Router } from 'express';
import { completeXConnection, disconnectX, getXConnection, startXConnection } from '@chainscribe/contracts';
import { currentUser, requireUser } from '@chainscribe/service-kit';
import type { XConnections } from '../../domain/x-connections.ts';

export function xConnectionRoutes(connections: XConnections): Router {
  const router = Router();
  router.post(startXConnection.path, requireUser, async (req, res) => {
    startXConnection.request.parse(req.body ?? {});
    res.set('cache-control', 'no-store').json(startXConnection.response.parse(await connections.start(currentUser(req))));
  });
  router.post(completeXConnection.path, requireUser, async (req, res) => {
    const body = completeXConnection.request.parse(req.body);
    res.json(await connections.complete(currentUser(req), body));
  });
  router.get(getXConnection.path, requireUser, async (req, res) => {
    res.set('cache-control', 'no-store').json(await connections.status(currentUser(req).userId));
  });
  router.delete(disconnectX.path, requireUser, async (req, res) => {
    res.json(await connections.disconnect(currentUser(req).userId));
  });
  return router;
}
