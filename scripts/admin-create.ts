// Creates the first administrator, or makes an existing account an administrator; with
// `--role dj`, a DJ instead (DJs moderate the chat and decide song requests).
//
//   npm run admin:create -- --username alex --email alex@example.com     (asks for the password)
//   echo "$PASSWORD" | npm run admin:create -- --username alex --email alex@example.com --password-stdin
//   npm run admin:create -- --promote alex
//   npm run admin:create -- --role dj --promote sam
//
// Administrators need two-factor sign-in before the admin area opens: the new administrator
// turns it on in Settings after signing in. For automated set-ups (tests, provisioning),
// ADMIN_TWO_FACTOR_SECRET (a base32 authenticator secret) starts a new account with it on.
//
// It works on the configured database (DATABASE_URL, or PGlite in DATA_DIR). PGlite allows one
// process at a time: stop the server first when using the embedded database.
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client.js';
import { users } from '../src/server/db/schema/index.js';
import { readEnv } from '../src/server/env.js';
import { hashPassword, passwordProblem } from '../src/server/lib/passwords.js';
import { emailSchema, passwordSchema, usernameSchema } from '../src/shared/contracts/auth.js';

const { values } = parseArgs({
  options: {
    username: { type: 'string' },
    email: { type: 'string' },
    'display-name': { type: 'string' },
    'password-stdin': { type: 'boolean', default: false },
    promote: { type: 'string' },
    role: { type: 'string', default: 'admin' },
  },
});

const roles = {
  admin: { flags: { isAdmin: true }, noun: 'an administrator', title: 'Administrator' },
  dj: { flags: { isDj: true }, noun: 'a DJ', title: 'DJ' },
} as const;

function fail(message: string): never {
  console.error(`admin:create: ${message}`);
  process.exit(1);
}

async function readPassword(): Promise<string> {
  const rl = createInterface({
    input: process.stdin,
    output: process.stdout,
    terminal: !values['password-stdin'],
  });
  if (values['password-stdin']) {
    for await (const line of rl) return line;
    return '';
  }
  // Typed characters are not echoed back.
  const muted = rl as unknown as {
    _writeToOutput: (s: string) => void;
    output: NodeJS.WritableStream;
  };
  const question = 'Password for the new account: ';
  process.stdout.write(question);
  muted._writeToOutput = () => {};
  return new Promise((resolve) =>
    rl.once('line', (line) => {
      rl.close();
      process.stdout.write('\n');
      resolve(line);
    }),
  );
}

/** Two-factor sign-in on from the start, with the secret ADMIN_TWO_FACTOR_SECRET names. */
function twoFactorFromEnv() {
  const secret = process.env.ADMIN_TWO_FACTOR_SECRET?.trim().toUpperCase();
  if (!secret) return {};
  if (!/^[A-Z2-7]{16,}$/.test(secret))
    fail('ADMIN_TWO_FACTOR_SECRET must be base32, 16 characters or more');
  return { twoFactorEnabled: true, twoFactorSecret: secret };
}

const role = roles[values.role as keyof typeof roles];
if (!role) fail(`--role must be admin or dj, not ${values.role}`);

const env = readEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await database.migrate();
  const { db } = database;

  if (values.promote) {
    const [user] = await db
      .update(users)
      .set({ ...role.flags, updatedAt: new Date() })
      .where(eq(sql`lower(${users.username})`, values.promote.toLowerCase()))
      .returning();
    if (!user) fail(`there is no user called ${values.promote}`);
    console.log(`@${user.username} is now ${role.noun}.`);
  } else {
    const username = usernameSchema.safeParse(values.username);
    if (!username.success) fail(`--username ${username.error.issues[0]?.message ?? 'is invalid'}`);
    const email = emailSchema.safeParse(values.email);
    if (!email.success) fail(`--email ${email.error.issues[0]?.message ?? 'is invalid'}`);
    const password = await readPassword();
    const checked = passwordSchema.safeParse(password);
    if (!checked.success) fail(`password ${checked.error.issues[0]?.message ?? 'is invalid'}`);
    const problem = passwordProblem(password, { username: username.data, email: email.data });
    if (problem) fail(`password ${problem}`);
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(
        sql`lower(${users.username}) = ${username.data.toLowerCase()} or ${users.email} = ${email.data}`,
      );
    if (existing) fail('that username or e-mail already has an account; use --promote USERNAME');
    const [user] = await db
      .insert(users)
      .values({
        username: username.data,
        email: email.data,
        displayName: values['display-name']?.trim() || username.data,
        passwordHash: await hashPassword(password),
        ...role.flags,
        ...twoFactorFromEnv(),
      })
      .returning();
    console.log(`${role.title} @${user?.username} created.`);
    if (role === roles.admin && !user?.twoFactorEnabled) {
      console.log('Sign in and turn on two-factor sign-in in Settings to open the admin area.');
    }
  }
} finally {
  await database.close();
}
