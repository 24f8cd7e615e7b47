import { messageSchema } from '../../../shared/schemas/common';
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  BILLING_MESSAGES,
  billingIdParamsSchema,
  billingInfoInputSchema,
  billingInfoListSchema,
  billingInfoSchema,
} from '../../../shared/schemas/billing';
import { presentBillingInfo } from '../../presenters/billing';
import {
  createBillingInfo,
  deleteBillingInfo,
  listBillingInfos,
  setDefaultBillingInfo,
  updateBillingInfo,
} from '../../services/billing/billing-infos';

const tags = ['billing'];

// The signed-in member's billing infos (docs/product-rules.md#profile). Owner only: the services scope
// every query by the member, so another member's id answers 404 and changes nothing.
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { tags, summary: 'Fatura bilgilerim', response: { 200: billingInfoListSchema } } }, async (request) => ({
    items: (await listBillingInfos(app.db, request.user!.id)).map(presentBillingInfo),
  }));

  app.post(
    '/',
    { schema: { tags, summary: 'Fatura bilgisi ekle', body: billingInfoInputSchema, response: { 201: billingInfoSchema } } },
    async (request, reply) => reply.status(201).send(presentBillingInfo(await createBillingInfo(app.db, request.user!.id, request.body))),
  );

  app.put(
    '/:id',
    { schema: { tags, summary: 'Fatura bilgisini güncelle', params: billingIdParamsSchema, body: billingInfoInputSchema, response: { 200: billingInfoSchema } } },
    async (request) => presentBillingInfo(await updateBillingInfo(app.db, request.user!.id, request.params.id, request.body)),
  );

  app.delete(
    '/:id',
    { schema: { tags, summary: 'Fatura bilgisini sil', params: billingIdParamsSchema, response: { 200: messageSchema } } },
    async (request) => {
      await deleteBillingInfo(app.db, request.user!.id, request.params.id);
      return { message: BILLING_MESSAGES.deleted };
    },
  );

  app.post(
    '/:id/default',
    { schema: { tags, summary: 'Varsayılan fatura bilgisi yap', params: billingIdParamsSchema, response: { 200: billingInfoSchema } } },
    async (request) => presentBillingInfo(await setDefaultBillingInfo(app.db, request.user!.id, request.params.id)),
  );
};
