import { runMain } from '@chainscribe/service-kit';
import { startPublisher } from './app.ts';
import { loadServiceConfig } from './config.ts';

runMain('publisher', () => startPublisher(loadServiceConfig()));
