import { runMain } from '@chainscribe/service-kit';
import { loadServiceConfig } from './config.ts';
import { startGenerationWorker } from './worker-app.ts';

runMain('generation-worker', () => startGenerationWorker(loadServiceConfig()));
