import fp from 'fastify-plugin';
import { createPartnerService, type PartnerService } from './partner-service';
import partnerRoutes from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Coupang Partners: gold-box import and partner deeplinks (off without keys). */
    partner: PartnerService;
  }
}

/** Decorates `app.partner` from the config and registers the import route. */
export default fp(
  async (app) => {
    app.decorate(
      'partner',
      createPartnerService({ config: app.config.coupang, db: app.db, logger: app.log }),
    );
    await app.register(partnerRoutes);
  },
  { name: 'partner' },
);
