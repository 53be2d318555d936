import { describe, expect, it } from 'vitest';
import { loadConfig } from '@site/server/config';
import { dataFoldersOf } from '@site/server/dataFolders';

const folders = (env: NodeJS.ProcessEnv) => dataFoldersOf(loadConfig(env)).map(({ folder, setting }) => `${setting} ${folder}`);

describe('the folders the server checks at start', () => {
  it('the embedded default writes its store, its secret and its outbox under DATA_DIR', () => {
    expect(folders({ DATA_DIR: '/srv/docs' })).toEqual(['DATA_DIR /srv/docs', 'DATA_DIR /srv/docs', 'OUTBOX_DIR /srv/docs/outbox']);
  });

  it('PostgreSQL with a given secret and an SMTP server writes no folder at all', () => {
    const env = {
      DATABASE_URL: 'postgres://docs@db.example/docs',
      AUTH_SECRET: 'a-shared-secret-of-at-least-32-characters!',
      SMTP_URL: 'smtps://mail.example',
    };
    expect(folders(env)).toEqual([]);
  });

  it('a separate outbox is checked where OUTBOX_DIR points', () => {
    expect(folders({ DATA_DIR: '/srv/docs', OUTBOX_DIR: '/var/mail/docs', AUTH_SECRET: 'x'.repeat(32) })).toEqual([
      'DATA_DIR /srv/docs',
      'OUTBOX_DIR /var/mail/docs',
    ]);
  });
});
