import { ArrowRight, BadgeCheck, Heart, MessageCircle, Repeat2, Sparkles } from 'lucide-react';
import { AppLink } from '../../../../lib/navigation.tsx';
import { paymentCurrencies, planOffers } from '@chainscribe/contracts/catalogue';
import { paths } from '../../../../config/paths.ts';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { TypingHeadline } from './typing-headline.tsx';

const previewThread = [
  'Restaking is the most misunderstood narrative in crypto right now. Here is what it actually does, in 5 posts:',
  'The idea: ETH already staked to secure Ethereum can also secure other networks (oracles, bridges, rollups). Same capital, more jobs.',
  'The catch: every extra job adds slashing risk. You are not getting free yield, you are getting paid for taking on more risk.',
];

function ThreadPreview() {
  return (
    <div className="relative mx-auto w-full max-w-md" aria-label="Example thread written by Chainscribe" role="img">
      <div className="absolute -inset-6 -z-10 rounded-[2rem] bg-gradient-to-tr from-brand-600/30 via-transparent to-chain-500/25 blur-2xl" />
      <div className="rounded-2xl border border-border bg-card/90 p-5 shadow-2xl backdrop-blur">
        <div className="mb-4 flex items-center justify-between">
          <div className="flex items-center gap-3">
            <div className="grid size-10 place-items-center rounded-full bg-gradient-to-br from-brand-500 to-chain-500 text-sm font-bold text-white">
              DL
            </div>
            <div className="leading-tight">
              <p className="flex items-center gap-1 text-sm font-semibold">
                DeFi Lena <BadgeCheck aria-hidden="true" className="size-4 text-chain-400" />
              </p>
              <p className="text-xs text-muted-foreground">@defi_lena · thread · 5 posts</p>
            </div>
          </div>
          <Badge tone="brand">
            <Sparkles aria-hidden="true" /> Educational
          </Badge>
        </div>
        <ol className="flex flex-col gap-3">
          {previewThread.map((tweet, index) => (
            <li key={tweet} className="relative rounded-xl border border-border bg-background/60 p-3.5 text-sm leading-relaxed">
              <span className="mb-1 block text-xs font-semibold text-muted-foreground">{index + 1}/5</span>
              {tweet}
            </li>
          ))}
        </ol>
        <div className="mt-4 flex items-center justify-between text-xs text-muted-foreground">
          <span className="flex items-center gap-1.5">
            <MessageCircle aria-hidden="true" className="size-3.5" /> 214
          </span>
          <span className="flex items-center gap-1.5">
            <Repeat2 aria-hidden="true" className="size-3.5" /> 1.2k
          </span>
          <span className="flex items-center gap-1.5">
            <Heart aria-hidden="true" className="size-3.5" /> 4.8k
          </span>
          <span className="rounded-md bg-success/15 px-2 py-0.5 font-semibold text-success">Hook score 9/10</span>
        </div>
      </div>
    </div>
  );
}

export function Hero() {
  return (
    <section className="bg-aurora relative overflow-hidden" aria-label="Introduction">
      <div className="bg-grid pointer-events-none absolute inset-0" aria-hidden="true" />
      <div className="relative mx-auto grid w-full max-w-6xl items-center gap-14 px-4 pt-14 pb-20 sm:px-6 sm:pt-20 lg:grid-cols-[1.1fr_0.9fr] lg:px-8 lg:pt-24 lg:pb-24">
        <div className="flex flex-col items-start gap-7">
          <Badge tone="brand" className="px-3 py-1">
            <Sparkles aria-hidden="true" /> The AI writing studio for crypto creators
          </Badge>
          <TypingHeadline />
          <p className="max-w-xl text-lg text-pretty text-muted-foreground">
            Turn a topic, a token or an existing X post into a thread that sounds like you, with live market data, fresh research and hooks
            built for Crypto Twitter.
          </p>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Button asChild size="lg">
              <AppLink to={paths.dashboard}>
                Launch App <ArrowRight aria-hidden="true" />
              </AppLink>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <AppLink to={paths.features}>See what it can do</AppLink>
            </Button>
          </div>
          <p className="text-sm text-muted-foreground">
            {planOffers.free.name} plan, no card needed. {planOffers.premium.name} is {planOffers.premium.price} {planOffers.premium.period}
            , paid in {paymentCurrencies.slice(0, -1).join(', ')} or {paymentCurrencies.at(-1)}.
          </p>
        </div>
        <ThreadPreview />
      </div>
    </section>
  );
}
