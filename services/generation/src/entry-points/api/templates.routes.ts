import { Router } from 'express';
import { createTemplate, deleteTemplate, listTemplates } from '@chainscribe/contracts';
import { currentUser, requireUser } from '@chainscribe/service-kit';
import type { Templates } from '../../domain/templates/templates.ts';

/** Thread templates: the built-in set and the caller's own. */
export function templatesRoutes(templates: Templates): Router {
  const router = Router();
  router.get(listTemplates.path, requireUser, async (req, res) => {
    const { category } = listTemplates.query.parse(req.query);
    res.json(listTemplates.response.parse({ templates: await templates.list(currentUser(req).userId, category) }));
  });
  router.post(createTemplate.path, requireUser, async (req, res) => {
    const request = createTemplate.request.parse(req.body ?? {});
    res.status(201).json(await templates.create(currentUser(req).userId, request));
  });
  router.delete(deleteTemplate.path, requireUser, async (req, res) => {
    const { id } = deleteTemplate.params.parse(req.params);
    await templates.remove(currentUser(req).userId, id);
    res.json({ id, deleted: true });
  });
  return router;
}
