import { MongoClient } from 'mongodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  createTemplate,
  deleteTemplate,
  generateThread,
  listTemplates,
  problemSchema,
  templateMessages,
  threadLengths,
  type TemplateBeat,
} from '@chainscribe/contracts';
import { identityOf, startGenerationSystem, type GenerationSystem } from './support/generation-system.ts';

const writer = identityOf('template-writer');
const stranger = identityOf('template-stranger');

const ownBeats: TemplateBeat[] = [
  { role: 'hook', guidance: 'Open with the surprising part' },
  { role: 'context', guidance: 'What it is in one line' },
  { role: 'risk', guidance: 'The biggest risk' },
  { role: 'steps', guidance: 'What to do first' },
  { role: 'cta', guidance: 'Ask for replies' },
];

const customThread = (templateId: string, threadLength = 5) => ({
  templateId,
  options: { threadType: 'custom', customTopic: 'restaking on Ethereum', tonePreset: 'educational', hookStyle: 'question', threadLength },
  tokenData: null,
});

describe('thread templates', () => {
  let sys: GenerationSystem;
  let mongo: MongoClient;
  const stored = () => mongo.db(sys.names.database('generation')).collection('templates');

  beforeAll(async () => {
    sys = await startGenerationSystem('gen-templates');
    mongo = await MongoClient.connect(inject('infra').mongoUrl);
  });
  afterAll(async () => {
    await mongo?.close();
    await sys?.stop();
  });

  it('when a user lists templates, then at least 30 built-in ones come with a preview of one example tweet per beat', async () => {
    const res = await sys.call('GET', listTemplates.path, { identity: writer });
    expect(res.status).toBe(200);
    const { templates } = listTemplates.response.parse(res.body);
    const builtIn = templates.filter((t) => t.builtIn);
    expect(builtIn.length).toBeGreaterThanOrEqual(30);
    for (const template of builtIn) {
      expect((threadLengths as readonly number[]).includes(template.beats.length), template.id).toBe(true);
      expect(template.beats[0]?.role).toBe('hook');
      expect(template.preview, template.id).toHaveLength(template.beats.length);
    }
    const names = builtIn.map((t) => t.name);
    for (const name of ['Launch announcement', 'Token deep dive', 'Airdrop guide', 'Market recap', 'Security post-mortem'])
      expect(names).toContain(name);
    const launches = await sys.call('GET', `${listTemplates.path}?category=launch`, { identity: writer });
    const launchList = listTemplates.response.parse(launches.body).templates;
    expect(launchList.length).toBeGreaterThan(0);
    expect(launchList.every((t) => t.category === 'launch')).toBe(true);
  });

  it('when a user saves beats as a template, then it is stored as theirs, listed first for them and invisible to others', async () => {
    const res = await sys.call('POST', createTemplate.path, {
      identity: writer,
      body: { name: 'My explainer', description: 'Short and safe', category: 'education', beats: ownBeats },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const created = createTemplate.response.parse(res.body);
    expect(created).toMatchObject({ name: 'My explainer', builtIn: false, beats: ownBeats, category: 'education' });
    const doc = await stored().findOne({ _id: created.id } as never);
    expect(doc).toMatchObject({ userId: writer.userId, name: 'My explainer', beats: ownBeats });

    const mine = listTemplates.response.parse((await sys.call('GET', listTemplates.path, { identity: writer })).body).templates;
    expect(mine[0]?.id).toBe(created.id);
    const theirs = listTemplates.response.parse((await sys.call('GET', listTemplates.path, { identity: stranger })).body).templates;
    expect(theirs.some((t) => t.id === created.id)).toBe(false);
  });

  it("when a user saves a generated thread's structure, then the roles come from its tweets and the preview is the thread", async () => {
    const generated = await sys.call('POST', generateThread.path, { identity: writer, body: customThread('builtin-market-recap') });
    expect(generated.status, JSON.stringify(generated.body)).toBe(200);
    const thread = generateThread.response.parse(generated.body);
    const res = await sys.call('POST', createTemplate.path, {
      identity: writer,
      body: { name: 'From my recap', category: 'market', threadId: thread.threadId },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const created = createTemplate.response.parse(res.body);
    expect(created.preview).toEqual(thread.thread);
    expect(created.beats).toHaveLength(5);
    expect(created.beats[0]?.role).toBe('hook');
    expect(created.beats[4]?.role).toBe('cta');

    // Someone else's thread id reads as absent.
    const foreign = await sys.call('POST', createTemplate.path, {
      identity: stranger,
      body: { name: 'Stolen', category: 'market', threadId: thread.threadId },
    });
    expect(foreign.status).toBe(404);
    expect(problemSchema.parse(foreign.body).error).toBe(templateMessages.threadNotFound);
  });

  it('when a thread is generated from a template, then it has the template’s tweet count and each tweet plays its role', async () => {
    const saved = createTemplate.response.parse(
      (
        await sys.call('POST', createTemplate.path, {
          identity: writer,
          body: { name: 'Risky steps', category: 'education', beats: ownBeats },
        })
      ).body,
    );
    // The user asked for 8 tweets; the template's 5 beats decide.
    const res = await sys.call('POST', generateThread.path, { identity: writer, body: customThread(saved.id, 8) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = generateThread.response.parse(res.body);
    expect(body.thread).toHaveLength(5);
    expect(body.template).toEqual({ id: saved.id, name: 'Risky steps', roles: ownBeats.map((b) => b.role) });
    expect(body.thread[4]).toContain('What do you think? Drop your thoughts below');

    const builtIn = await sys.call('POST', generateThread.path, { identity: writer, body: customThread('builtin-token-deep-dive', 5) });
    expect(builtIn.status, JSON.stringify(builtIn.body)).toBe(200);
    const deepDive = generateThread.response.parse(builtIn.body);
    expect(deepDive.thread).toHaveLength(8);
    expect(deepDive.template?.roles).toEqual(['hook', 'context', 'insight', 'insight', 'signal', 'risk', 'steps', 'cta']);
  });

  it('when a free user starts from a 12-tweet template, then it is refused as premium and no thread is written', async () => {
    const res = await sys.call('POST', generateThread.path, { identity: stranger, body: customThread('builtin-cycle-playbook') });
    expect(res.status).toBe(403);
    expect(problemSchema.parse(res.body).error.toLowerCase()).toContain('premium');
    const unknown = await sys.call('POST', generateThread.path, { identity: stranger, body: customThread('tpl-nope') });
    expect(unknown.status).toBe(404);
    const jobs = mongo.db(sys.names.database('generation')).collection('jobs');
    expect(await jobs.countDocuments({ userId: stranger.userId })).toBe(0);
  });

  it('when templates are deleted, then only the owner removes their own; built-in ones are 403 and others’ 404', async () => {
    const saved = createTemplate.response.parse(
      (await sys.call('POST', createTemplate.path, { identity: writer, body: { name: 'Doomed', category: 'growth', beats: ownBeats } }))
        .body,
    );
    const path = (id: string) => deleteTemplate.path.replace(':id', encodeURIComponent(id));

    const builtIn = await sys.call('DELETE', path('builtin-airdrop-guide'), { identity: writer });
    expect(builtIn.status).toBe(403);
    expect(problemSchema.parse(builtIn.body).error).toBe(templateMessages.builtInReadOnly);

    const foreign = await sys.call('DELETE', path(saved.id), { identity: stranger });
    expect(foreign.status).toBe(404);
    expect(await stored().countDocuments({ _id: saved.id } as never)).toBe(1);

    const own = await sys.call('DELETE', path(saved.id), { identity: writer });
    expect(own.status).toBe(200);
    expect(deleteTemplate.response.parse(own.body)).toEqual({ id: saved.id, deleted: true });
    expect(await stored().countDocuments({ _id: saved.id } as never)).toBe(0);
    expect((await sys.call('DELETE', path(saved.id), { identity: writer })).status).toBe(404);
  });

  it('when a template body is malformed, then it is a 400 naming the problem and nothing is stored', async () => {
    const before = await stored().countDocuments({ userId: writer.userId });
    const cases: [unknown, string][] = [
      [{ name: 'x', category: 'education', beats: ownBeats.slice(0, 4) }, templateMessages.beatCount],
      [{ name: 'x', category: 'education', beats: [...ownBeats.slice(1), ownBeats[0]] }, templateMessages.hookFirst],
      [{ name: 'x', category: 'education', beats: ownBeats, tweets: ['a', 'b', 'c', 'd', 'e'] }, templateMessages.oneSource],
      [{ name: 'x', category: 'memes', beats: ownBeats }, 'Category must be one of'],
    ];
    for (const [body, message] of cases) {
      const res = await sys.call('POST', createTemplate.path, { identity: writer, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    expect(await stored().countDocuments({ userId: writer.userId })).toBe(before);
  });
});
