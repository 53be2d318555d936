/**
 * A real OpenID Connect provider (`oidc-provider`) standing in for a company directory such as Microsoft
 * Entra ID, for the single sign-on tests. Its people and their groups are below (a test may change the groups); its built-in
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
  // A contractor in the staff group whose contract ends during a test (see the groups route below).
  'lee.leaver': { email: 'lee@contractor.example', groups: ['docs-staff'] },
  // Someone who typed a staff address into their directory profile: the directory does not vouch for it.
  'mallory.unverified': { email: 'newcomer@tideline.example', groups: [], emailVerified: false },
};

const [port, ...redirectUris] = process.argv.slice(2);
if (!port || redirectUris.length === 0)
  throw new Error('Usage: tsx tests/e2e/support/oidc/directory.ts <port> <redirect URI>...');
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
      claims: async () => ({
        sub: accountId,
        name: accountId,
        email: person.email,
        email_verified: person.emailVerified ?? true,
        groups: person.groups,
      }),
    };
  },
});

// What the directory's administrators do: `PUT /people/<login>/groups` with a JSON array sets that person's
// groups, which the next sign-in's ID token carries.
provider.use(async (ctx, next) => {
  const login = /^\/people\/([^/]+)\/groups$/.exec(ctx.path)?.[1];
  const person = login === undefined ? undefined : directoryPeople[login];
  if (ctx.method !== 'PUT' || !person) return next();
  const chunks: Buffer[] = [];
  for await (const chunk of ctx.req) chunks.push(chunk as Buffer);
  const groups: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  if (!Array.isArray(groups) || !groups.every((group) => typeof group === 'string')) {
    ctx.status = 400;
    ctx.body = { error: 'Send the groups as a JSON array of names.' };
    return;
  }
  person.groups = groups;
  ctx.status = 204;
});

provider.listen(Number(port), () => console.log(`directory listening on ${issuer}`));
