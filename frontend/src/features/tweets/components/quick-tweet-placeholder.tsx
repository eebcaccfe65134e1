import { PenLine } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';

/**
 * What the dashboard shows while the quick tweet tool's code arrives: its card, title and about
 * its height, so the page does not jump when the tool replaces it.
 */
export function QuickTweetToolPlaceholder() {
  return (
    <Card aria-busy="true">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <PenLine aria-hidden="true" className="size-5 text-primary" /> Quick Tweet
        </CardTitle>
        <CardDescription>Write one tweet without leaving the dashboard.</CardDescription>
      </CardHeader>
      <CardContent className="min-h-148 md:min-h-66" />
    </Card>
  );
}
