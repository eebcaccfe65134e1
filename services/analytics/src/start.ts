import { runMain } from '@chainscribe/service-kit';
import { startAnalytics } from './app.ts';
import { loadServiceConfig } from './config.ts';

runMain('analytics', () => startAnalytics(loadServiceConfig()));
