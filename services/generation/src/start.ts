import { runMain } from '@chainscribe/service-kit';
import { startGeneration } from './app.ts';
import { loadServiceConfig } from './config.ts';

runMain('generation', () => startGeneration(loadServiceConfig()));
