import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../shared/contracts/errors.js';
import {
  addListMemberRequestSchema,
  createListRequestSchema,
  idParamsSchema,
  listMemberParamsSchema,
  userListSchema,
  userListsSchema,
} from '../../../shared/contracts/me.js';
import { requireUser } from '../../plugins/auth.js';
import type { ListsService } from './lists.service.js';

type ListRow = Awaited<ReturnType<ListsService['create']>>;
const view = (list: ListRow) => ({
  id: list.id,
  name: list.name,
  description: list.description,
  members: list.members,
  createdAt: list.createdAt.toISOString(),
});

export function listRoutes(app: FastifyInstance, deps: { lists: ListsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['lists'];
  const config = { access: 'user' as const };
  const errors = {
    400: apiErrorSchema,
    401: apiErrorSchema,
    404: apiErrorSchema,
    409: apiErrorSchema,
  };

  api.get(
    '/api/lists',
    {
      config,
      schema: {
        tags,
        summary: 'My lists of people',
        response: { 200: userListsSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { lists: (await deps.lists.listFor(requireUser(request).id)).map(view) };
    },
  );

  api.post(
    '/api/lists',
    {
      config,
      schema: {
        tags,
        summary: 'Create a list',
        body: createListRequestSchema,
        response: { 201: userListSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(view(await deps.lists.create(requireUser(request).id, request.body))),
  );

  api.delete(
    '/api/lists/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a list',
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deps.lists.remove(requireUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  api.post(
    '/api/lists/:id/members',
    {
      config,
      schema: {
        tags,
        summary: 'Add someone to a list',
        params: idParamsSchema,
        body: addListMemberRequestSchema,
        response: { 200: userListSchema, ...errors },
      },
    },
    async (request) =>
      view(
        await deps.lists.addMember(
          requireUser(request).id,
          request.params.id,
          request.body.username,
        ),
      ),
  );

  api.delete(
    '/api/lists/:id/members/:username',
    {
      config,
      schema: {
        tags,
        summary: 'Take someone off a list',
        params: listMemberParamsSchema,
        response: { 200: userListSchema, ...errors },
      },
    },
    async (request) =>
      view(
        await deps.lists.removeMember(
          requireUser(request).id,
          request.params.id,
          request.params.username,
        ),
      ),
  );
}
