import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { companyList } from '../../lists/companies';
import { projectList } from '../../lists/projects';
import { registerList } from '../../lists/register-list';

// Project and company lists, each declared once (server/lists/; docs/decisions/064). Access and charges
// (docs/decisions/004, 034) are decided on the server before any row is read (lists/answer-list.ts):
// 401 LOGIN_REQUIRED, 403 PREMIUM_REQUIRED, 402 COST_CONFIRMATION_REQUIRED (with the quote). GET only
// reads; accepting a quote is POST .../list with the quoted total (a link cannot spend).
export const listRoutes: FastifyPluginAsyncZod = async (app) => {
  registerList(app, projectList);
  registerList(app, companyList);
};
