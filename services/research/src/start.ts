import { runMain } from '@chainscribe/service-kit';
import { startResearch } from './app.ts';
import { loadServiceConfig } from './config.ts';

runMain('research', () => startResearch(loadServiceConfig()));
