import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInPayment {
  payment_id: number;
  payment_status: string;
  order_id: string;
  price_amount: number;
  price_currency: string;
  pay_amount: number;
  pay_currency: string;
  actually_paid: number;
}

/**
 * NOWPayments' REST API as documented: `POST /v1/invoice` answers the hosted invoice (`id`,
 * `invoice_url`, echoing the order) and `GET /v1/payment/:id` the payment's current state; both
 * need the `x-api-key` header.
 */
export async function startNowPaymentsStandIn(apiKey: string) {
  const invoices: Record<string, unknown>[] = [];
  const payments = new Map<string, StandInPayment>();
  let nextId = 5_000_000_000;
  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const read = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
  };
  const server = createServer((req, res) => {
    void (async () => {
      if (req.headers['x-api-key'] !== apiKey)
        return json(res, 403, { status: false, statusCode: 403, code: 'INVALID_API_KEY', message: 'Invalid api key' });
      if (req.method === 'POST' && req.url === '/v1/invoice') {
        const body = await read(req);
        const id = String(nextId++);
        const invoice = {
          id,
          token_id: 'tok',
          ...body,
          invoice_url: `${base}/invoice/${id}`,
          created_at: new Date().toISOString(),
          updated_at: new Date().toISOString(),
        };
        invoices.push(invoice);
        return json(res, 200, invoice);
      }
      const match = /^\/v1\/payment\/(\d+)$/.exec(req.url ?? '');
      if (req.method === 'GET' && match?.[1]) {
        const payment = payments.get(match[1]);
        return payment ? json(res, 200, payment) : json(res, 404, { status: false, message: 'Payment not found' });
      }
      json(res, 404, { message: 'not found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    invoices,
    setPayment: (payment: StandInPayment) => payments.set(String(payment.payment_id), payment),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
