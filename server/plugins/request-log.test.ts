import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../test/test-app';

// The access log never holds a live reset or verification link (docs/decisions/047): its URL's
// token is masked as the mail log masks it.

const lines: string[] = [];

describeOnEachDatabase(
  'request log',
  (ctx) => {
    it("masks a link's token in the logged URL", async () => {
      lines.length = 0;
      const secret = 'gizli0123456789abcdefghijklmnopqrstuvwxyzABC';
      for (const url of [`/reset-password?token=${secret}`, `/auth/callback?token=${secret}&type=signup`, `/api/auth/session?x=1&token=${secret}`]) {
        await ctx.app.inject({ method: 'GET', url });
      }
      const logged = lines.map((line) => JSON.parse(line) as { msg: string; req?: { url: string } }).filter((entry) => entry.msg === 'incoming request');
      expect(logged.map((entry) => entry.req?.url)).toEqual([
        '/reset-password?token=[gizlendi]',
        '/auth/callback?token=[gizlendi]&type=signup',
        '/api/auth/session?x=1&token=[gizlendi]',
      ]);
      expect(lines.join('\n')).not.toContain(secret);
    });
  },
  { config: { LOG_LEVEL: 'info' }, build: () => ({ logStream: { write: (line: string) => void lines.push(line) } }) },
);
