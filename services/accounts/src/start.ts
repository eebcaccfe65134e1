import { runMain } from '@chainscribe/service-kit';
import { startAccounts } from './app.ts';
import { loadServiceConfig } from './config.ts';

runMain('accounts', () => startAccounts(loadServiceConfig()));
