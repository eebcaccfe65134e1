import { runMain } from '@chainscribe/service-kit';
import { startMarket } from './app.ts';
import { loadServiceConfig } from './config.ts';

runMain('market', () => startMarket(loadServiceConfig()));
