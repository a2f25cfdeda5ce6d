import {
  notificationDetailSchema,
  notificationIdParamSchema,
  notificationListResponseSchema,
  notificationSettingsSchema,
  pageQuerySchema,
  paths,
  unreadCountSchema,
} from '@akkyeo/contracts';
import fp from 'fastify-plugin';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http-schemas';
import { authSecurity } from '../../plugins/openapi-security';
import type { NotificationService } from './service';

/** The caller's notifications (product rules §4), the bell's count and the new-deal switch. */
const notificationRoutes: FastifyPluginCallbackZod<{ notifications: NotificationService }> = (
  app,
  { notifications },
  done,
) => {
  const common = { tags: ['notification'], security: authSecurity };
  const memberId = (request: { member: { id: number } | null }) => request.member!.id;

  app.get(
    paths.notification.list,
    {
      onRequest: app.requireAuth,
      preHandler: app.readBudget('lists'),
      schema: {
        ...common,
        summary: 'My notifications, newest first',
        querystring: pageQuerySchema,
        response: { 200: notificationListResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    (request) => notifications.list(memberId(request), request.query),
  );

  app.get(
    paths.notification.unreadCount,
    {
      onRequest: app.requireAuth,
      schema: {
        ...common,
        summary: 'How many of my notifications are unread (the bell’s dot)',
        response: { 200: unreadCountSchema, ...errorResponses(401) },
      },
    },
    (request) => notifications.unreadCount(memberId(request)),
  );

  app.post(
    paths.notification.readAll,
    {
      onRequest: app.requireAuth,
      schema: {
        ...common,
        summary: 'Mark all my notifications read',
        response: { 200: unreadCountSchema, ...errorResponses(401) },
      },
    },
    (request) => notifications.markAllRead(memberId(request)),
  );

  app.get(
    paths.notification.settings,
    {
      onRequest: app.requireAuth,
      schema: {
        ...common,
        summary: 'My notification settings',
        response: { 200: notificationSettingsSchema, ...errorResponses(401) },
      },
    },
    (request) => notifications.settings(memberId(request)),
  );

  app.put(
    paths.notification.settings,
    {
      onRequest: app.requireAuth,
      schema: {
        ...common,
        summary: 'Switch new-deal notifications on or off',
        body: notificationSettingsSchema,
        response: { 200: notificationSettingsSchema, ...errorResponses(400, 401) },
      },
    },
    (request) => notifications.updateSettings(memberId(request), request.body),
  );

  app.get(
    paths.notification.detail,
    {
      onRequest: app.requireAuth,
      schema: {
        ...common,
        summary: 'One of my notifications, with the deal it points to',
        params: notificationIdParamSchema,
        response: { 200: notificationDetailSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (request) => notifications.detail(memberId(request), request.params.id),
  );

  app.post(
    paths.notification.read,
    {
      onRequest: app.requireAuth,
      schema: {
        ...common,
        summary: 'Mark one of my notifications read',
        params: notificationIdParamSchema,
        response: { 200: unreadCountSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (request) => notifications.markRead(memberId(request), request.params.id),
  );
  done();
};

export default fp(notificationRoutes, {
  name: 'notification-routes',
  dependencies: ['auth'],
  encapsulate: true,
});
