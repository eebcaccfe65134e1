// Adds a new newest RS256 signing key to the accounts database (keys kept there when
// AUTH_PRIVATE_JWKS is unset). Replicas start signing with it within AUTH_KEYS_RELOAD_SECONDS;
// tokens signed with older keys keep verifying. Usage: npm run rotate-key -w @chainscribe/accounts
import { connectMongo, createLogger } from '@chainscribe/service-kit';
import { loadServiceConfig } from '../config.ts';
import { createSigningKeysRepository } from '../data-access/signing-keys.repository.ts';
import { createKeyCipher } from '../domain/key-cipher.ts';
import { addKey } from '../domain/key-ring.ts';

const config = loadServiceConfig();
const mongo = await connectMongo(config.MONGO_URL, config.MONGO_DB, createLogger('rotate-key', 'warn'));
const kid = await addKey(createSigningKeysRepository(mongo), createKeyCipher(config.AUTH_KEYS_ENCRYPTION_KEY), new Date());
await mongo.close();
process.stdout.write(`added signing key ${kid}\n`);
