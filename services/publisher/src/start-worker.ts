import { runMain } from '@chainscribe/service-kit';
import { loadServiceConfig } from './config.ts';
import { startPublisherWorker } from './worker-app.ts';

runMain('publisher-worker', () => startPublisherWorker(loadServiceConfig()));
