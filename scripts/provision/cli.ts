// Provisioning by hand, the same step npm start and npm test run first:
//   node scripts/provision/cli.ts start|test|browser|observe
import type { Need } from './plan.ts';
import { provision, SetupError } from './setup.ts';

const need = process.argv[2];
if (need !== 'start' && need !== 'test' && need !== 'browser' && need !== 'observe') {
  console.error('usage: node scripts/provision/cli.ts start|test|browser|observe');
  process.exit(2);
}
try {
  await provision(need satisfies Need);
} catch (error) {
  console.error(error instanceof SetupError ? error.message : `setup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
