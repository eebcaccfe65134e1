import { randomBytes } from 'node:crypto';

/**
 * A KRaft cluster id the way Kafka's own Uuid.randomUuid() makes one: base64url of 16 random bytes,
 * drawn again while it starts with '-' (the storage tool would read such an id as an option and fail
 * the first start one time in 64) or is the all-zero id Kafka reserves.
 */
export function kafkaClusterId(random: (size: number) => Buffer = randomBytes): string {
  for (;;) {
    const bytes = random(16);
    const id = bytes.toString('base64url');
    if (!id.startsWith('-') && bytes.some((byte) => byte !== 0)) return id;
  }
}
