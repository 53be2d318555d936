/**
 * A real OpenID Connect provider (`oidc-provider`) standing in for a company directory such as Microsoft
 * Entra ID, for the single sign-on tests. Its people and their groups are fixed below; its built-in
 * development login page accepts any password.
 *
 * Run: tsx tests/e2e/support/oidc/directory.ts <port> <redirect URI>...
 */
import Provider from 'oidc-provider';

export const directoryPeople: Record<string, { email: string; groups: string[]; emailVerified?: false }> = {
  // A contractor: not at a staff domain, but in the staff group.
  'pat.contractor': { email: 'pat@contractor.example', groups: ['docs-staff'] },
  // An employee of a customer: no staff group.
  'sam.customer': { email: 'sam@riverbend.example', groups: ['riverbend-operators'] },
  // Someone who typed a staff address into their directory profile: the directory does not vouch for it.
  'mallory.unverified': { email: 'newcomer@tideline.example', groups: [], emailVerified: false },
};

const [port, ...redirectUris] = process.argv.slice(2);
if (!port || redirectUris.length === 0) throw new Error('Usage: tsx tests/e2e/support/oidc/directory.ts <port> <redirect URI>...');
const issuer = `http://localhost:${port}`;

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: 'tideline-docs',
      client_secret: 'directory-test-secret',
      redirect_uris: redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    },
  ],
  scopes: ['openid', 'email', 'profile', 'groups'],
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'], groups: ['groups'] },
  conformIdTokenClaims: false,
  features: { devInteractions: { enabled: true } },
  async findAccount(_context, accountId) {
    const person = directoryPeople[accountId];
    if (!person) return undefined;
    return {
      accountId,
      claims: async () => ({ sub: accountId, name: accountId, email: person.email, email_verified: person.emailVerified ?? true, groups: person.groups }),
    };
  },
});

provider.listen(Number(port), () => console.log(`directory listening on ${issuer}`));
