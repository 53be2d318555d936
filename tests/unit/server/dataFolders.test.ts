import { describe, expect, it } from 'vitest';
import { loadConfig } from '@site/server/config';
import { dataFoldersOf } from '@site/server/dataFolders';

const folders = (env: NodeJS.ProcessEnv) =>
  dataFoldersOf(loadConfig(env)).map(({ folder, setting }) => `${setting} ${folder}`);

describe('the folders the server checks at start', () => {
  it('the embedded default writes its store, its secret and its two outboxes under DATA_DIR', () => {
    expect(folders({ DATA_DIR: '/srv/docs' })).toEqual([
      'DATA_DIR /srv/docs',
      'DATA_DIR /srv/docs',
      'OUTBOX_DIR /srv/docs/outbox',
      'SMS_OUTBOX_DIR /srv/docs/sms-outbox',
    ]);
  });

  it('PostgreSQL with a given secret, an SMTP and an SMPP server writes no folder at all', () => {
    const env = {
      DATABASE_URL: 'postgres://docs@db.example/docs',
      AUTH_SECRET: 'a-shared-secret-of-at-least-32-characters!',
      SMTP_URL: 'smtps://mail.example',
      SMS_URL: 'ssmpp://sms.example:3550',
    };
    expect(folders(env)).toEqual([]);
  });

  it('a separate outbox is checked where OUTBOX_DIR points', () => {
    expect(
      folders({
        DATA_DIR: '/srv/docs',
        OUTBOX_DIR: '/var/mail/docs',
        AUTH_SECRET: 'x'.repeat(32),
        SMS_URL: 'ssmpp://sms.example:3550',
      }),
    ).toEqual(['DATA_DIR /srv/docs', 'OUTBOX_DIR /var/mail/docs']);
  });
});
