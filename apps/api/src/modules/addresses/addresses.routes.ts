import {
  AddressInputSchema,
  AddressListResponseSchema,
  AddressSchema,
  IdParamSchema,
  MunicipalityListResponseSchema,
  PlaceListResponseSchema,
} from '@kandamul/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '../../plugins/errors';
import * as addresses from './addresses.service';

const IdParam = z.object({ id: IdParamSchema });
const tags = ['addresses'];
const security = [{ bearer: [] }];
const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };

/** Nepal's places for the cascading address form (public) and the customer's own addresses. */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/order/address/address-form-data/provinces/',
    {
      schema: {
        tags,
        summary: 'The 7 provinces, sorted by name',
        response: { 200: PlaceListResponseSchema },
      },
    },
    async () => ({ data: await addresses.provinces(app.db) }),
  );

  app.get(
    '/order/address/provinces/:id/districts/',
    {
      schema: {
        tags,
        summary: 'Districts of a province, sorted by name',
        params: IdParam,
        response: { 200: PlaceListResponseSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => ({ data: await addresses.districtsOf(app.db, request.params.id) }),
  );

  app.get(
    '/order/address/districts/:id/municipalities/',
    {
      schema: {
        tags,
        summary: 'Local levels of a district with type, wards and full names, sorted by name',
        params: IdParam,
        response: { 200: MunicipalityListResponseSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => ({ data: await addresses.municipalitiesOf(app.db, request.params.id) }),
  );

  app.get(
    '/order/address/list/',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "The customer's delivery addresses, the default first",
        response: { 200: AddressListResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => addresses.list(app.db, request.userId!),
  );

  app.post(
    '/order/address/create/',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Add an address (the first becomes the default; a new default unsets the old one)',
        body: AddressInputSchema,
        response: { 201: AddressSchema, 422: ErrorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return addresses.create(app.db, request.userId!, request.body);
    },
  );

  app.patch(
    '/order/address/update/:id/',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "Change an address: any of the create body's fields; the result is validated as a whole",
        params: IdParam,
        body: z.looseObject({}),
        response: { 200: AddressSchema, ...errors },
      },
    },
    async (request) => addresses.update(app.db, request.userId!, request.params.id, request.body),
  );

  app.delete(
    '/order/address/delete/:id/',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Delete an address (when it was the default, the oldest remaining becomes the default)',
        params: IdParam,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await addresses.remove(app.db, request.userId!, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
