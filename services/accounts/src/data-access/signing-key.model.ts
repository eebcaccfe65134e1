import { Schema, type Connection, type Model } from 'mongoose';

/** A private JWK as stored: AES-256-GCM over its JSON, bound to its key id (domain/key-cipher.ts). */
export interface EncryptedJwk {
  alg: 'A256GCM';
  iv: string;
  tag: string;
  data: string;
}

export interface SigningKeyDoc {
  /** The JWK `kid`. */
  _id: string;
  /** The private key, encrypted with AUTH_KEYS_ENCRYPTION_KEY. */
  encrypted_jwk?: EncryptedJwk;
  /** Plaintext, only on rows written before encryption at rest; encrypted (and removed) on first load. */
  private_jwk?: Record<string, unknown>;
  created_at: Date;
}

const signingKeySchema = new Schema<SigningKeyDoc>(
  {
    _id: { type: String, required: true },
    encrypted_jwk: { type: Schema.Types.Mixed },
    private_jwk: { type: Schema.Types.Mixed },
    created_at: { type: Date, required: true },
  },
  { versionKey: false, collection: 'signing_keys' },
);

export const signingKeyModel = (connection: Connection): Model<SigningKeyDoc> =>
  (connection.models.SigningKey as Model<SigningKeyDoc> | undefined) ?? connection.model<SigningKeyDoc>('SigningKey', signingKeySchema);
