import {
  alertPreviewQuerySchema,
  alertPreviewSchema,
  alertRuleIdParamSchema,
  alertRuleInputSchema,
  alertRuleListSchema,
  alertRuleSchema,
  alertSettingsSchema,
  paths,
} from '@akkyeo/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/http-schemas';
import { authSecurity } from '../../plugins/openapi-security';
import type { AlertService } from './service';

/** The caller's keyword alert rules and alert settings (quiet hours, follow-ups). */
const alertRoutes: FastifyPluginCallbackZod<{ alerts: AlertService }> = (app, { alerts }, done) => {
  const common = { tags: ['alert'], security: authSecurity };
  const memberId = (request: { member: { id: number } | null }) => request.member!.id;

  app.get(
    paths.alert.keywords,
    {
      onRequest: app.requireAuth,
      preHandler: app.readBudget('lists'),
      schema: {
        ...common,
        summary: 'My keyword alert rules, in creation order',
        response: { 200: alertRuleListSchema, ...errorResponses(401, 429) },
      },
    },
    (request) => alerts.list(memberId(request)),
  );

  app.post(
    paths.alert.keywords,
    {
      onRequest: app.requireAuth,
      schema: {
        ...common,
        summary: 'Add a keyword alert rule (at most 20; the same conditions twice is a 409)',
        body: alertRuleInputSchema,
        response: { 201: alertRuleSchema, ...errorResponses(400, 401, 409) },
      },
    },
    async (request, reply) => {
      const rule = await alerts.create(memberId(request), request.body);
      return reply.code(201).send(rule);
    },
  );

  app.get(
    paths.alert.preview,
    {
      onRequest: app.requireAuth,
      preHandler: app.readBudget('keywordPreviews'),
      schema: {
        ...common,
        summary:
          'Open deals of the last 7 days a rule with these conditions would match: the count and the newest three',
        querystring: alertPreviewQuerySchema,
        response: { 200: alertPreviewSchema, ...errorResponses(400, 401, 429) },
      },
    },
    (request) => alerts.preview(request.member!.id, request.query),
  );

  app.put(
    paths.alert.keyword,
    {
      onRequest: app.requireAuth,
      schema: {
        ...common,
        summary: 'Replace one of my keyword alert rules',
        params: alertRuleIdParamSchema,
        body: alertRuleInputSchema,
        response: { 200: alertRuleSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    (request) => alerts.update(memberId(request), request.params.id, request.body),
  );

  app.delete(
    paths.alert.keyword,
    {
      onRequest: app.requireAuth,
      schema: {
        ...common,
        summary: 'Delete one of my keyword alert rules',
        params: alertRuleIdParamSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await alerts.remove(memberId(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    paths.alert.settings,
    {
      onRequest: app.requireAuth,
      schema: {
        ...common,
        summary: 'My alert settings (quiet hours in KST, follow-ups)',
        response: { 200: alertSettingsSchema, ...errorResponses(401) },
      },
    },
    (request) => alerts.settings(memberId(request)),
  );

  app.put(
    paths.alert.settings,
    {
      onRequest: app.requireAuth,
      schema: {
        ...common,
        summary: 'Replace my alert settings',
        body: alertSettingsSchema,
        response: { 200: alertSettingsSchema, ...errorResponses(400, 401) },
      },
    },
    (request) => alerts.updateSettings(memberId(request), request.body),
  );
  done();
};

export default alertRoutes;
