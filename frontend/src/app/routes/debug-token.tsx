import { TokenDebug } from '../../features/debug/components/token-debug.tsx';

export function DebugTokenRoute() {
  return (
    <>
      <title>Token debugger · Chainscribe</title>
      <TokenDebug />
    </>
  );
}
