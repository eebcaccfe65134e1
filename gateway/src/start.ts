import { runMain } from '@chainscribe/service-kit';
import { startGateway } from './app.ts';
import { loadGatewayConfig } from './config.ts';

runMain('gateway', () => startGateway(loadGatewayConfig()));
