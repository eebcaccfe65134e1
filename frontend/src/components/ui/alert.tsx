import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/utils.ts';

const tones = {
  info: { classes: 'border-accent/30 bg-accent/10', icon: Info, iconClass: 'text-accent' },
  success: { classes: 'border-success/30 bg-success/10', icon: CircleCheck, iconClass: 'text-success' },
  warning: { classes: 'border-warning/30 bg-warning/10', icon: TriangleAlert, iconClass: 'text-warning' },
  danger: { classes: 'border-danger/30 bg-danger/10', icon: CircleAlert, iconClass: 'text-danger' },
} as const;

export function Alert({
  tone = 'info',
  title,
  children,
  action,
  className,
  ...props
}: Omit<ComponentProps<'div'>, 'title'> & { tone?: keyof typeof tones; title?: ReactNode; action?: ReactNode }) {
  const { classes, icon: Icon, iconClass } = tones[tone];
  return (
    <div className={cn('flex items-start gap-3 rounded-xl border p-4 text-sm', classes, className)} {...props}>
      <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', iconClass)} />
      <div className="flex-1 space-y-1">
        {title ? <p className="font-semibold text-foreground">{title}</p> : null}
        {children ? <div className="text-muted-foreground">{children}</div> : null}
      </div>
      {action}
    </div>
  );
}
