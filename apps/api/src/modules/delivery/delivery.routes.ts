import {
  DeliveryChargeBodySchema,
  DeliveryChargeResponseSchema,
  DeliverySlotsQuerySchema,
  DeliverySlotsResponseSchema,
  DeliveryStationsResponseSchema,
  IdParamSchema,
} from '@kandamul/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '../../plugins/errors';
import * as delivery from './delivery.service';
import { slotsForAddress } from './slots.service';

const OptionalId = IdParamSchema.optional();
const tags = ['delivery'];

/** Delivery stations near a place, and the delivery charge of a cart to an address. */
export const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/order/address/nearest-delivery-stations/',
    {
      schema: {
        tags,
        summary:
          'Delivery stations nearest first (haversine from the stations of the municipality or district; else same municipality, district, province, then by name)',
        querystring: z.object({
          municipality_id: OptionalId,
          district_id: OptionalId,
          province_id: OptionalId,
        }),
        response: { 200: DeliveryStationsResponseSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => ({ delivery_stations: await delivery.nearestStations(app.db, request.query) }),
  );

  app.post(
    '/order/calculate-delivery-charge/',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary:
          'Delivery charge of a cart to one of your addresses: free over RS 200; else the station base charge + RS 10 per km beyond 5 km (at most RS 200 more); no station: the province rate',
        body: DeliveryChargeBodySchema,
        response: {
          200: DeliveryChargeResponseSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          404: ErrorResponseSchema,
        },
      },
    },
    async (request) => delivery.deliveryCharge(app.db, request.userId!, request.body),
  );

  app.get(
    '/delivery/slots/',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary:
          'Delivery slots of the next 3 days (Nepal dates) for the station delivering to one of your addresses, earliest first; full and past-cut-off slots are listed with available: false; no station or no slots: an empty list',
        querystring: DeliverySlotsQuerySchema,
        response: {
          200: DeliverySlotsResponseSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          404: ErrorResponseSchema,
        },
      },
    },
    async (request) => slotsForAddress(app.db, request.userId!, request.query.address_id),
  );
};
