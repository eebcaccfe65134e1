import { pino, type Logger, type LevelWithSilent } from 'pino';
import { activeTraceIds } from './telemetry/spans.ts';

export type { Logger };

/** Fields that may carry credentials; pino replaces them before a line is written. */
const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-cs-identity-sig"]',
  'headers.authorization',
  '*.password',
  '*.refresh_token',
  '*.access_token',
  '*.token',
  '*.secret',
  '*.apiKey',
];

export function createLogger(service: string, level: LevelWithSilent = 'info'): Logger {
  return pino({
    level,
    base: { service },
    redact: { paths: redactPaths, censor: '[redacted]' },
    timestamp: pino.stdTimeFunctions.isoTime,
    // Every line written inside a traced request or message names its trace: logs and trace meet.
    mixin: activeTraceIds,
  });
}
