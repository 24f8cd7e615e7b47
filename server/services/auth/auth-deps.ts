import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Mailer } from '../../integrations/mail/mailer';
import type { Notifier } from '../../integrations/notifier/notifier';
import type { Passwords } from './passwords';
import type { SignInThrottle } from './sign-in-throttle';

/** What the account services need; routes pass the app's instances. */
export interface AuthDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  notifier: Notifier;
  log: FastifyBaseLogger;
  signInThrottle: SignInThrottle;
  passwords: Passwords;
}
