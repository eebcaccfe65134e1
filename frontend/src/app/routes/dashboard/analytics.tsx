import { ChartColumn } from 'lucide-react';
import { ComingSoon } from './coming-soon.tsx';

// Placeholder until the analytics feature lands (issue 9).
export function AnalyticsRoute() {
  return <ComingSoon title="Analytics" icon={<ChartColumn aria-hidden="true" className="size-6" />} description="Analytics are coming soon: threads today, this week and this month, your active days and quick insights." />;
}
