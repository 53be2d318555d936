/** Where the e2e test stack listens and keeps its files. Shared by the Playwright config and the tests. */
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const stateDir = path.join(root, 'test-results', 'stack');

export const testServer = {
  port: 3100,
  url: 'http://localhost:3100',
  smtpPort: 2525,
  /** Every message the SMTP server receives is written here as an .eml file. */
  mailboxDir: path.join(stateDir, 'mailbox'),
  dataDir: path.join(stateDir, 'data'),
  root,
};
