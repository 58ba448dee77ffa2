/**
 * `npm run ops -- operators create --email E --role R [--role R2]`: creates an operator straight
 * in the database (DATABASE_URL, else the PGlite folder DATA_DIR), migrated first; the way to make
 * the first admin, who then creates the others through the API. The password comes from
 * OPS_NEW_PASSWORD or is asked for; the otpauth URI (for the authenticator app) is printed once
 * and cannot be read again.
 */
import { loadConfig } from '../config';
import { openDatabase, withStartupLock } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createOperator } from '../operators/accounts';
import { OpsError } from '../operators/errors';
import type { Io } from './cli';
import { flag, type Parsed } from './commands';

export async function createOperatorCommand(
  p: Parsed,
  env: NodeJS.ProcessEnv,
  io: Io,
): Promise<number> {
  const email = flag(p, 'email');
  const roles = p.flags.get('role') ?? [];
  if (!email || roles.length === 0) {
    io.err('usage: npm run ops -- operators create --email E --role R [--role R2]');
    return 2;
  }
  const password = env.OPS_NEW_PASSWORD ?? (await io.ask('Password for the new operator: '));
  const config = loadConfig(env);
  const opened = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await withStartupLock(config.databaseUrl, () => migrateToLatest(opened.db as never));
    const { operator, otpauthUri } = await createOperator(
      opened.db,
      { email, password, roles },
      config.now(),
    );
    io.out(`operator ${operator.email} created with roles ${operator.roles.join(', ')}.`);
    io.out('Add this to the authenticator app now; it is shown only this once:');
    io.out(otpauthUri);
    return 0;
  } catch (error) {
    if (!(error instanceof OpsError)) throw error;
    io.err(`error: ${error.message}`);
    return error.code === 'BAD_INPUT' ? 2 : 1;
  } finally {
    await opened.close();
  }
}
