import type { Handlers } from '../../http/handler';
import type { AuthService } from '../auth/service';

/** Development aids (`/api/dev/`): the sandbox SMS outbox, which the auth service keeps. */
export const devHandlers = (auth: Pick<AuthService, 'outbox'>): Pick<Handlers, 'devSmsOutbox'> => ({
  devSmsOutbox: ({ query }) => auth.outbox(query.mobile),
});
