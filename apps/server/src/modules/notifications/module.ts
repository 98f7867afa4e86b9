// The notifications centre (issue 5): its routes, registered by app.ts. Areas create notices with
// notify.ts's notifyUser.
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../app.ts';

export async function registerNotificationsModule(_app: FastifyInstance, _deps: ModuleDeps): Promise<void> {}
