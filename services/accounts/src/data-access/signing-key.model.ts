import { Schema, type Connection, type Model } from 'mongoose';

export interface SigningKeyDoc {
  /** The JWK `kid`. */
  _id: string;
  private_jwk: Record<string, unknown>;
  created_at: Date;
}

const signingKeySchema = new Schema<SigningKeyDoc>(
  {
    _id: { type: String, required: true },
    private_jwk: { type: Schema.Types.Mixed, required: true },
    created_at: { type: Date, required: true },
  },
  { versionKey: false, collection: 'signing_keys' },
);

export const signingKeyModel = (connection: Connection): Model<SigningKeyDoc> =>
  (connection.models.SigningKey as Model<SigningKeyDoc> | undefined) ?? connection.model<SigningKeyDoc>('SigningKey', signingKeySchema);
