import { Schema, type Connection, type Model } from 'mongoose';

/** AES-256-GCM ciphertext of one token (see domain/token-cipher.ts). */
export interface SealedToken {
  iv: string;
  tag: string;
  data: string;
}

/** One user's X connection. Tokens are stored sealed; `state` says whether X still honours them. */
export interface ConnectionDoc {
  _id: string;
  xUserId: string;
  username: string;
  name: string;
  state: 'connected' | 'reconnect_required';
  accessToken: SealedToken;
  refreshToken: SealedToken | null;
  expiresAt: Date;
  scopes: string[];
  connectedAt: Date;
  updatedAt: Date;
}

const sealed = { iv: String, tag: String, data: String };

const connectionSchema = new Schema<ConnectionDoc>(
  {
    _id: { type: String, required: true },
    xUserId: { type: String, required: true },
    username: { type: String, required: true },
    name: { type: String, required: true },
    state: { type: String, required: true },
    accessToken: { type: sealed, required: true },
    refreshToken: { type: sealed, default: null },
    expiresAt: { type: Date, required: true },
    scopes: { type: [String], default: [] },
    connectedAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { versionKey: false },
);

export const connectionModel = (connection: Connection): Model<ConnectionDoc> =>
  (connection.models.XConnection as Model<ConnectionDoc> | undefined) ??
  connection.model<ConnectionDoc>('XConnection', connectionSchema, 'x_connections');
