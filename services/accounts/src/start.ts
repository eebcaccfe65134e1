import { runMain } from '@chainscribe/service-kit';
import { startAccounts } from './app.ts';
import { loadServiceConfig } from './config.ts';

// async, so a configuration error becomes the one-line start failure rather than a stack trace.
runMain('accounts', async () => startAccounts(loadServiceConfig()));
