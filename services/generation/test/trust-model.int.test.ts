import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CTA_TEXT, generateThread, libraryItemSchema } from '@chainscribe/contracts';
import { identityOf, startGenerationSystem, type GenerationSystem } from './support/generation-system.ts';
import { libraryClient } from './support/library-client.ts';
import { startChatStandIn, type StandIn } from './support/stand-ins.ts';

// The OpenAI-compatible writer may state only figures from its context; a number it makes up is
// not refused (it breaks no rule of form) but flagged, for the creator to check (issue 22).
const inventedThread = [
  'What happens to your ETH when you restake it? Most explainers skip the risky part.',
  'Over 1,200,000 wallets have restaked so far, and the number keeps growing.',
  'Each service you opt into can slash you under its own rules, on top of Ethereum.',
  'So the real question is not the yield. It is which operators and services you trust.',
  `Restaking is shared security with shared risk. ${DEFAULT_CTA_TEXT}`,
];

describe('a model thread with an invented number (issue 22)', () => {
  let sys: GenerationSystem;
  let chat: StandIn;
  beforeAll(async () => {
    chat = await startChatStandIn([{ content: JSON.stringify({ tweets: inventedThread }) }]);
    sys = await startGenerationSystem('gen-trust-model', {
      env: { OPENAI_API_KEY: 'sk-stand-in', OPENAI_BASE_URL: chat.url, OPENAI_MODEL: 'stand-in-model', OPENAI_MAX_ATTEMPTS: '1' },
    });
  });
  afterAll(async () => {
    await sys?.stop();
    await chat?.close();
  });

  it('when the model states a number no data point explains, then the answer and the library item flag it with its span', async () => {
    const identity = identityOf('trust-model-user');
    const res = await sys.call('POST', generateThread.path, {
      identity,
      body: { options: { customTopic: 'restaking on Ethereum', tonePreset: 'calm' } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = generateThread.response.parse(res.body);
    expect(body.enhancedFeatures.aiModel).toBe('stand-in-model');
    expect(body.citations).toEqual([]);
    expect(body.unverifiedFigures).toHaveLength(1);
    const [flagged] = body.unverifiedFigures;
    expect(flagged).toMatchObject({ tweet: 1, text: '1,200,000' });
    expect(body.thread[1]?.slice(flagged?.start, flagged?.end)).toBe('1,200,000');

    const item = libraryItemSchema.parse((await libraryClient(sys).call('GET', `/api/library/${body.threadId ?? ''}`, identity)).json);
    expect(item.unverifiedFigures).toEqual(body.unverifiedFigures);
  });
});
