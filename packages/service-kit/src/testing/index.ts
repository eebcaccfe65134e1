export * from './event-probe.ts';
export * from './wait-for.ts';
export * from './test-env.ts';
export * from './stand-in.ts';
export * from './chat-completions.stand-in.ts';
export * from './holding-relay.ts';
export * from './metrics-scrape.ts';
