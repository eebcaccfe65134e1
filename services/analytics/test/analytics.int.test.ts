import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { grantKafkaAcls } from '../../../deploy/local/kafka-access.ts';
import { analyticsTest, getAnalytics, messages, problemSchema, type Analytics, type DomainEvent } from '@chainscribe/contracts';
import { connectMongo, createKafka, createLogger, type Identity, type KafkaBus } from '@chainscribe/service-kit';
import { uniqueNames } from '@chainscribe/service-kit/testing';
import type { Connection } from 'mongoose';
import type { Config } from '../src/config.ts';
import { activityTopics } from '../src/domain/activity.ts';
import { rebuildProjection, RebuildRefusedError } from '../src/cli/rebuild-projection.ts';
import { activityEvents, publishAll } from './support/activity-events.ts';
import { analyticsConfig, startAnalyticsUnderTest, waitUntilConsumed, type AnalyticsUnderTest } from './support/analytics-under-test.ts';

const infra = inject('infra');
const names = uniqueNames(inject('runId'), 'analytics');
const logger = createLogger('analytics-test', 'silent');

let bus: KafkaBus;
let mongo: Connection;
let config: Config;
let analytics: AnalyticsUnderTest;
let events: ReturnType<typeof activityEvents>;
/** The service's clock: each test sets the instant it reasons about. */
let clock = new Date('2030-03-15T12:00:00.000Z');

const userId = (name: string) => `${names.id}-${name}`;
const identityOf = (id: string): Identity => ({ userId: id, email: `${id}@example.com`, sessionId: `session-of-${id}` });
const activitiesOf = (id: string) => mongo.collection('activities').countDocuments({ userId: id });

async function analyticsOf(id: string, query = ''): Promise<Analytics> {
  const answer = await analytics.get(`/api/analytics${query}`, identityOf(id));
  expect(answer.status).toBe(200);
  return getAnalytics.response.parse(answer.body);
}

const start = () => startAnalyticsUnderTest(config, () => clock);
const consumed = () => waitUntilConsumed(bus, config.ANALYTICS_CONSUMER_GROUP);
const nonZeroDays = (report: Analytics) => report.daily.filter((d) => d.threads > 0 || d.tweets > 0);

/**
 * A month of one user's life, seen at 2030-03-15T12:00Z: registered on 20 Feb, three sessions,
 * six threads (one in January, one a second before March, one at 00:00:00 on 5 March, three in the
 * last 7 days), four tweets, a payment and a lapse.
 */
function monthOfActivity(id: string): DomainEvent[] {
  return [
    events.registered(id, '2030-02-20T09:00:00.000Z'),
    events.session(id, `${id}-s1`, '2030-03-10T08:00:00.000Z'),
    events.session(id, `${id}-s2`, '2030-03-15T07:00:00.000Z'),
    events.session(id, `${id}-s3`, '2030-03-15T11:30:00.000Z'),
    events.thread(id, `${id}-j1`, '2030-01-10T10:00:00.000Z'),
    events.thread(id, `${id}-j2`, '2030-02-28T23:59:59.999Z'),
    events.thread(id, `${id}-j3`, '2030-03-05T00:00:00.000Z'),
    events.thread(id, `${id}-j4`, '2030-03-12T15:00:00.000Z'),
    events.thread(id, `${id}-j5`, '2030-03-15T00:00:01.000Z'),
    events.thread(id, `${id}-j6`, '2030-03-15T11:59:00.000Z'),
    events.tweet(id, `${id}-t1`, '2030-02-27T12:00:00.000Z', 3),
    events.tweet(id, `${id}-t2`, '2030-03-01T00:00:00.000Z'),
    events.tweet(id, `${id}-t3`, '2030-03-01T18:00:00.000Z'),
    events.tweet(id, `${id}-t4`, '2030-03-15T09:00:00.000Z', 3),
    events.planChanged(id, `${id}-charge-1`, 'payment_confirmed', '2030-03-10T08:05:00.000Z'),
    // Nothing else happens on 13 March: a lapse the user did not cause is not a day they were active.
    events.planChanged(id, `${id}:2030-03-13`, 'subscription_expired', '2030-03-13T00:00:00.000Z'),
  ];
}

function expectMonthOfActivityAt15March(report: Analytics): void {
  expect(report.threadGeneration).toEqual({ total: 6, thisMonth: 4, today: 2, thisWeek: 3 });
  expect(report.tweetGeneration).toEqual({ total: 4, thisMonth: 3, today: 1 });
  // 10 Jan, 20 Feb, 27 Feb, 28 Feb, 1 Mar, 5 Mar, 10 Mar, 12 Mar, 15 Mar.
  expect(report.userActivity).toEqual({ daysActive: 9, totalSessions: 3, accountAge: 23 });
  expect(report.daily).toHaveLength(30);
  expect(report.daily[0]?.date).toBe('2030-02-14');
  expect(report.daily.at(-1)?.date).toBe('2030-03-15');
  expect(nonZeroDays(report)).toEqual([
    { date: '2030-02-27', threads: 0, tweets: 1 },
    { date: '2030-02-28', threads: 1, tweets: 0 },
    { date: '2030-03-01', threads: 0, tweets: 2 },
    { date: '2030-03-05', threads: 1, tweets: 0 },
    { date: '2030-03-12', threads: 1, tweets: 0 },
    { date: '2030-03-15', threads: 2, tweets: 1 },
  ]);
}

beforeAll(async () => {
  bus = createKafka({
    brokers: infra.kafkaBrokers.split(','),
    sasl: infra.kafkaUsers.admin,
    clientId: 'analytics-test',
    topicPrefix: names.topicPrefix,
    logger,
  });
  await bus.ensureTopics(activityTopics, { partitions: 2 });
  if (infra.kafkaUsers.admin) await grantKafkaAcls(await bus.admin(), names.topicPrefix);
  events = activityEvents(bus);
  config = analyticsConfig({
    mongoUrl: infra.mongoUrl,
    kafkaBrokers: infra.kafkaBrokers,
    database: names.database('analytics'),
    topicPrefix: names.topicPrefix,
    kafkaUser: infra.kafkaUsers.analytics,
  });
  mongo = await connectMongo(infra.mongoUrl, config.MONGO_DB, logger);
  analytics = await start();
});

afterAll(async () => {
  await analytics?.stop();
  await mongo?.dropDatabase();
  await mongo?.close();
  await bus?.disconnect();
});

describe('analytics projection and API', () => {
  it('when a user registers, starts sessions, generates threads and tweets and pays, then every count is exact', async () => {
    const ada = userId('ada');
    const bob = userId('bob');
    await publishAll(bus, [
      ...monthOfActivity(ada),
      // Someone else's activity on the same day never shows up in Ada's numbers.
      events.registered(bob, '2030-03-15T06:00:00.000Z'),
      events.session(bob, `${bob}-s1`, '2030-03-15T06:00:01.000Z'),
      events.thread(bob, `${bob}-j1`, '2030-03-15T06:30:00.000Z'),
    ]);
    await consumed();
    clock = new Date('2030-03-15T12:00:00.000Z');

    const report = await analyticsOf(ada);
    expectMonthOfActivityAt15March(report);
    // Asking with one's own id is the same question.
    expect(await analyticsOf(ada, `?clerk_id=${encodeURIComponent(ada)}`)).toEqual(report);
    // One document per event, keyed by the event id.
    expect(await activitiesOf(ada)).toBe(16);
    expect(await mongo.collection('activities').findOne({ _id: `thread.generated:${ada}-j6` } as never)).toMatchObject({
      userId: ada,
      kind: 'thread',
      day: '2030-03-15',
      month: '2030-03',
      byUser: true,
    });

    expect(await analyticsOf(bob)).toMatchObject({
      threadGeneration: { total: 1, thisMonth: 1, today: 1, thisWeek: 1 },
      tweetGeneration: { total: 0, thisMonth: 0, today: 0 },
      userActivity: { daysActive: 1, totalSessions: 1, accountAge: 0 },
    });
  });

  it('when every event is delivered three times, or re-read from the beginning over the existing projection, then nothing changes', async () => {
    const cleo = userId('cleo');
    const history = monthOfActivity(cleo);
    await publishAll(bus, history);
    await consumed();
    clock = new Date('2030-03-15T12:00:00.000Z');
    const before = await analyticsOf(cleo);
    expectMonthOfActivityAt15March(before);

    // A producer retrying after a lost ack: the same ids, twice more each.
    await publishAll(bus, [...history, ...history]);
    await consumed();
    expect(await analyticsOf(cleo)).toEqual(before);
    expect(await activitiesOf(cleo)).toBe(history.length);

    // A consumer that died before committing: the whole log again, onto the documents it already wrote.
    await analytics.stop();
    const admin = bus.kafka.admin();
    await admin.connect();
    await admin.deleteGroups([bus.topicName(config.ANALYTICS_CONSUMER_GROUP)]);
    await admin.disconnect();
    analytics = await start();
    await consumed();
    expect(await analyticsOf(cleo)).toEqual(before);
    expect(await activitiesOf(cleo)).toBe(history.length);
  });

  it("when a user asks for another user's analytics, then 403; without a user or the gateway's signature, then 401", async () => {
    const dan = userId('dan');
    const eve = userId('eve');
    await publishAll(bus, [events.thread(eve, `${eve}-j1`, '2030-03-15T10:00:00.000Z')]);
    await consumed();

    const forbidden = await analytics.get(`/api/analytics?clerk_id=${encodeURIComponent(eve)}`, identityOf(dan));
    expect(forbidden.status).toBe(403);
    expect(forbidden.contentType).toContain('application/problem+json');
    expect(problemSchema.parse(forbidden.body)).toMatchObject({ status: 403, code: 'forbidden', error: messages.forbidden });

    const empty = await analytics.get('/api/analytics?clerk_id=', identityOf(dan));
    expect(empty.status).toBe(400);
    expect(problemSchema.parse(empty.body).code).toBe('validation_failed');

    expect((await analytics.get('/api/analytics', null)).status).toBe(401);
    expect((await analytics.get('/api/analytics', 'unsigned')).status).toBe(401);
  });

  it('when the debug flow calls /api/analytics/test without a user, then it answers ok with the time', async () => {
    clock = new Date('2030-03-15T12:00:00.000Z');
    const answer = await analytics.get('/api/analytics/test', null);
    expect(answer.status).toBe(200);
    expect(analyticsTest.response.parse(answer.body)).toEqual({ ok: true, service: 'analytics', time: '2030-03-15T12:00:00.000Z' });
  });

  it('when the clock crosses a UTC midnight that ends a month, then today, this month, this week, the chart and account age roll', async () => {
    const finn = userId('finn');
    await publishAll(bus, [
      events.registered(finn, '2030-04-28T10:00:00.000Z'),
      events.thread(finn, `${finn}-c1`, '2030-04-23T23:59:59.999Z'),
      events.thread(finn, `${finn}-c2`, '2030-04-24T00:00:00.000Z'),
      events.thread(finn, `${finn}-c3`, '2030-04-30T00:00:00.000Z'),
      events.thread(finn, `${finn}-c4`, '2030-04-30T23:58:00.000Z'),
      events.tweet(finn, `${finn}-t1`, '2030-04-30T23:59:00.000Z'),
      events.session(finn, `${finn}-s1`, '2030-04-30T23:00:00.000Z'),
    ]);
    await consumed();

    clock = new Date('2030-04-30T23:59:30.000Z');
    const lastMinuteOfApril = await analyticsOf(finn);
    expect(lastMinuteOfApril.threadGeneration).toEqual({ total: 4, thisMonth: 4, today: 2, thisWeek: 3 });
    expect(lastMinuteOfApril.tweetGeneration).toEqual({ total: 1, thisMonth: 1, today: 1 });
    expect(lastMinuteOfApril.userActivity).toEqual({ daysActive: 4, totalSessions: 1, accountAge: 2 });
    expect(lastMinuteOfApril.daily.at(-1)).toEqual({ date: '2030-04-30', threads: 2, tweets: 1 });

    clock = new Date('2030-05-01T00:00:30.000Z');
    const firstMinuteOfMay = await analyticsOf(finn);
    // The week is now 25 April – 1 May: the thread of 24 April drops out.
    expect(firstMinuteOfMay.threadGeneration).toEqual({ total: 4, thisMonth: 0, today: 0, thisWeek: 2 });
    expect(firstMinuteOfMay.tweetGeneration).toEqual({ total: 1, thisMonth: 0, today: 0 });
    expect(firstMinuteOfMay.userActivity).toEqual({ daysActive: 4, totalSessions: 1, accountAge: 3 });
    expect(firstMinuteOfMay.daily[0]?.date).toBe('2030-04-02');
    expect(firstMinuteOfMay.daily.slice(-2)).toEqual([
      { date: '2030-04-30', threads: 2, tweets: 1 },
      { date: '2030-05-01', threads: 0, tweets: 0 },
    ]);

    await publishAll(bus, [events.thread(finn, `${finn}-c5`, '2030-05-01T00:00:10.000Z')]);
    await consumed();
    const afterFirstMayThread = await analyticsOf(finn);
    expect(afterFirstMayThread.threadGeneration).toEqual({ total: 5, thisMonth: 1, today: 1, thisWeek: 3 });
    expect(afterFirstMayThread.userActivity.daysActive).toBe(5);
    expect(afterFirstMayThread.daily.at(-1)).toEqual({ date: '2030-05-01', threads: 1, tweets: 0 });
  });

  it('when a user is deleted, then their facts are erased, and a late or replayed event of theirs never brings them back', async () => {
    clock = new Date('2030-03-15T12:00:00.000Z');
    const gone = userId('deleted');
    const stays = userId('stays');
    await publishAll(bus, [...monthOfActivity(gone), ...monthOfActivity(stays)]);
    await consumed();
    expect(await activitiesOf(gone)).toBe(16);

    const deletion = events.deleted(gone, '2030-03-15T12:00:00.000Z');
    await publishAll(bus, [deletion]);
    await consumed();
    expect(await activitiesOf(gone)).toBe(0);
    expect(await mongo.collection('erased_users').countDocuments({ _id: gone } as never)).toBe(1);

    // A job that was in flight, and the user's whole history again (a redelivery, a re-read): all dropped.
    await publishAll(bus, [events.thread(gone, `${gone}-late`, '2030-03-15T12:00:05.000Z'), ...monthOfActivity(gone), deletion]);
    await consumed();
    expect(await activitiesOf(gone)).toBe(0);
    const report = await analyticsOf(gone);
    expect(report.threadGeneration.total).toBe(0);
    expect(report.userActivity.totalSessions).toBe(0);
    // Someone else's numbers are untouched.
    expectMonthOfActivityAt15March(await analyticsOf(stays));
  });

  it('when the operator rebuilds the projection while the service is stopped, then the restarted service answers the same numbers', async () => {
    const gus = userId('gus');
    await publishAll(bus, monthOfActivity(gus));
    await consumed();
    clock = new Date('2030-03-15T12:00:00.000Z');
    const everyone = ['ada', 'bob', 'cleo', 'eve', 'finn', 'gus'].map(userId);
    // One read at a time, as after the replay below: six parallel reads met the read deadline
    // (a 503) once on a loaded CI machine.
    const before: Analytics[] = [];
    for (const id of everyone) before.push(await analyticsOf(id));
    expectMonthOfActivityAt15March(before[everyone.indexOf(gus)] as Analytics);
    const documents = await mongo.collection('activities').countDocuments();

    // A running replica would commit offsets past what the rebuild drops.
    await expect(rebuildProjection(config, { logger })).rejects.toThrow(/Stop every analytics replica/);
    expect(await mongo.collection('activities').countDocuments()).toBe(documents);

    await analytics.stop();
    const result = await rebuildProjection(config, { logger });
    expect(result).toEqual({ group: bus.topicName(config.ANALYTICS_CONSUMER_GROUP), offsetsDeleted: true, droppedActivities: documents });
    expect(await mongo.collection('activities').countDocuments()).toBe(0);

    analytics = await start();
    await consumed();
    // One read at a time: right after a replay the engine is still busy, and six parallel reads
    // could meet the read deadline (a 503) on a loaded machine; the numbers are what is checked.
    const after: Analytics[] = [];
    for (const id of everyone) after.push(await analyticsOf(id));
    expect(after).toEqual(before);
    expect(await mongo.collection('activities').countDocuments()).toBe(documents);
  });
});

describe('rebuild when retention already deleted events', () => {
  const own = uniqueNames(inject('runId'), 'analytics_retention');
  let ownBus: KafkaBus;
  let ownConfig: Config;
  beforeAll(async () => {
    ownBus = createKafka({
      brokers: infra.kafkaBrokers.split(','),
      sasl: infra.kafkaUsers.admin,
      clientId: 'analytics-retention-test',
      topicPrefix: own.topicPrefix,
      logger,
    });
    await ownBus.ensureTopics(activityTopics, { partitions: 1 });
    if (infra.kafkaUsers.admin) await grantKafkaAcls(await ownBus.admin(), own.topicPrefix);
    ownConfig = analyticsConfig({
      mongoUrl: infra.mongoUrl,
      kafkaBrokers: infra.kafkaBrokers,
      database: own.database('analytics'),
      topicPrefix: own.topicPrefix,
      kafkaUser: infra.kafkaUsers.analytics,
    });
  });
  afterAll(() => ownBus?.disconnect());

  it('when a topic no longer starts at offset 0, then the rebuild refuses unless told to accept a partial history', async () => {
    const ownEvents = activityEvents(ownBus);
    const hal = `${own.id}-hal`;
    await publishAll(ownBus, [
      ownEvents.session(hal, `${hal}-s1`, '2030-03-01T10:00:00.000Z'),
      ownEvents.session(hal, `${hal}-s2`, '2030-03-02T10:00:00.000Z'),
    ]);
    const admin = ownBus.kafka.admin();
    await admin.connect();
    const sessions = ownBus.topicName('user.session_started');
    // kafkajs finds the partition leader from cached metadata only.
    await admin.fetchTopicMetadata({ topics: [sessions] });
    await admin.deleteTopicRecords({ topic: sessions, partitions: [{ partition: 0, offset: '1' }] });
    await admin.disconnect();

    const refused = await rebuildProjection(ownConfig, { logger }).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(RebuildRefusedError);
    expect(String((refused as Error).message)).toMatch(/user\.session_started\[0\] starts at offset 1.*retention\.ms=-1/);

    expect(await rebuildProjection(ownConfig, { logger, acceptPartialHistory: true })).toEqual({
      group: ownBus.topicName(ownConfig.ANALYTICS_CONSUMER_GROUP),
      offsetsDeleted: false,
      droppedActivities: 0,
    });
  });
});
