import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CTA_TEXT, generateThread, generateTweet, topics } from '@chainscribe/contracts';
import { identityOf, startGenerationSystem, type GenerationSystem } from './support/generation-system.ts';
import { startChatStandIn, type StandIn } from './support/stand-ins.ts';

const modelThread = [
  'What happens to your ETH when you restake it? Most explainers skip the risky part.',
  'Restaking lets staked ETH secure extra services such as oracles and bridges.',
  'Each service you opt into can slash you under its own rules, on top of Ethereum.',
  'So the real question is not the yield. It is which operators and services you trust.',
  `Restaking is shared security with shared risk. ${DEFAULT_CTA_TEXT}`,
];
const modelTweets = [
  { content: 'Restaking is shared security with shared risk. Pick operators like you pick a bank. #Restaking', hashtags: ['#Restaking'] },
];

describe('generation with a configured model (OpenAI-compatible)', () => {
  let sys: GenerationSystem;
  let chat: StandIn;
  beforeAll(async () => {
    chat = await startChatStandIn([
      { content: JSON.stringify({ tweets: modelThread }) },
      { content: JSON.stringify({ variations: modelTweets }) },
      { content: 'not json at all' },
    ]);
    sys = await startGenerationSystem('gen-openai', {
      env: {
        OPENAI_API_KEY: 'sk-stand-in',
        OPENAI_BASE_URL: chat.url,
        OPENAI_MODEL: 'stand-in-model',
        OPENAI_TIMEOUT_MS: '2000',
        OPENAI_MAX_ATTEMPTS: '1',
      },
    });
  });
  afterAll(async () => {
    await sys?.stop();
    await chat?.close();
  });

  it('when the model answers well, then its thread is returned and the model is named as the writer', async () => {
    const probe = await sys.probe([topics.threadGenerated]);
    const res = await sys.call('POST', generateThread.path, {
      identity: identityOf('model-user'),
      body: { options: { customTopic: 'restaking on Ethereum', tonePreset: 'calm' } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = generateThread.response.parse(res.body);
    // Calm threads are numbered by us, not by the model.
    expect(body.thread).toEqual(modelThread.map((t, i) => `${i + 1}/ ${t}`));
    expect(body.enhancedFeatures.aiModel).toBe('stand-in-model');
    const event = await probe.waitFor((e) => e.type === 'thread.generated', 'thread.generated');
    expect(event.data).toMatchObject({ writer: 'openai', model: 'stand-in-model' });
    await probe.stop();
    const request = JSON.parse(chat.requests[0]?.body ?? '{}') as { model: string; messages: { content: string }[] };
    expect(request.model).toBe('stand-in-model');
    expect(JSON.parse(request.messages[1]?.content ?? '{}')).toMatchObject({
      topic: 'restaking on Ethereum',
      research: { keyPoints: expect.any(Array) },
    });
  });

  it('when the model answers tweets, then they are scored by our scorer', async () => {
    const res = await sys.call('POST', generateTweet.path, {
      identity: identityOf('model-user'),
      body: { topic: 'restaking', options: { useResearchData: false } },
    });
    const body = generateTweet.response.parse(res.body);
    expect(body.tweet.content).toBe(modelTweets[0]?.content);
    expect(body.tweet.reasoning).toMatch(/^Hook: /);
  });

  it('when the model stops answering usable JSON, then the template writer takes over and says so', async () => {
    const res = await sys.call('POST', generateThread.path, {
      identity: identityOf('model-user'),
      body: { options: { customTopic: 'restaking on Ethereum' } },
    });
    const body = generateThread.response.parse(res.body);
    expect(body.enhancedFeatures.aiModel).toBe('template');
    expect(body.thread).toHaveLength(5);
  });
});
