import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createAdmin, CreateAdminError } from '../modules/auth/create-admin';

// `npm run create-admin -- --email owner@shop.np --phone 98XXXXXXXX [--first-name Ram --last-name Thapa]`
// asks for the password (twice on a terminal; one line from standard input otherwise).

function ask(question: string, hidden: boolean): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY });
  if (hidden && process.stdin.isTTY) {
    // Echo nothing of what is typed after the question.
    (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s: string) => {
      if (s.startsWith(question)) process.stdout.write(question);
    };
  }
  return new Promise((resolve) =>
    rl.question(question, (answer) => {
      rl.close();
      if (hidden && process.stdin.isTTY) process.stdout.write('\n');
      resolve(answer);
    }),
  );
}

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    phone: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
  },
});
if (!values.email || !values.phone) {
  console.error('usage: npm run create-admin -- --email <e-mail> --phone <10-digit mobile>');
  process.exit(2);
}
const password = await ask('Password for the new admin: ', true);
if (process.stdin.isTTY && (await ask('The same password again: ', true)) !== password) {
  console.error('The passwords do not match.');
  process.exit(1);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const id = await createAdmin(database.db, {
    email: values.email,
    phone: values.phone,
    password,
    ...(values['first-name'] ? { firstName: values['first-name'] } : {}),
    ...(values['last-name'] ? { lastName: values['last-name'] } : {}),
  });
  console.log(`Admin account ${id} created for ${values.email}. They log in with this e-mail and password.`);
} catch (err) {
  if (!(err instanceof CreateAdminError)) throw err;
  console.error(`Not created: ${err.message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
