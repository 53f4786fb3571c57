import type { Db } from '../../apps/server/src/db/client.ts';
import { accountsRepository } from '../../apps/server/src/modules/accounts/accounts.repository.ts';

/** An activated cook with a kitchen of their own, written straight into the tables. */
export function createBenchUser(db: Db, login: string) {
  return db.transaction((tx) =>
    accountsRepository(tx).createWithKitchen(
      {
        login,
        email: `${login}@bench.test`,
        firstName: 'Bench',
        lastName: 'Cook',
        passwordHash: 'x',
        activated: true,
        langKey: 'en',
      },
      `Kitchen of ${login}`,
    ),
  );
}
