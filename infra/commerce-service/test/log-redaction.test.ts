/**
 * Attack: a log reader must not find capabilities in the request lines. The storefront asks for a
 * guest cart with a GET whose `variables` hold the cart id, and the payment pages carry the
 * merchant reference in their path; whoever reads them can use that cart or payment.
 */
import { Writable } from 'node:stream';
import { createService, type Service } from '../src/app';
import { loadConfig } from '../src/config';
import { redactUrl } from '../src/log-redaction';

describe('request logs', () => {
  let service: Service;
  const lines: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    service = await createService(
      loadConfig({ NODE_ENV: 'test', DUKKAN_DEV_ROUTES: '1' }, { dataDir: 'memory://' }),
      { seed: false, logger: { level: 'info', stream } },
    );
  });
  afterAll(() => service?.close());

  it('name no guest cart id and no merchant reference', async () => {
    const created = await service.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: 'mutation { createEmptyCart }' },
    });
    const cartId = created.json<{ data: { createEmptyCart: string } }>().data.createEmptyCart;
    expect(cartId.length).toBeGreaterThanOrEqual(20);
    const asked = await service.app.inject({
      method: 'GET',
      url: '/graphql',
      query: {
        query: 'query($id: String!) { cart(cart_id: $id) { id } }',
        variables: JSON.stringify({ id: cartId }),
      },
    });
    expect(asked.statusCode).toBe(200);
    await service.app.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent(`{ cart(cart_id: "${cartId}") { id } }`)}`,
    });
    const reference = '0123456789ABCDEF01234567';
    await service.app.inject({ method: 'GET', url: `/dev/payment-sandbox/${reference}` });

    const log = lines.join('');
    expect(log).toContain('/graphql?query=');
    expect(log).toContain('/dev/payment-sandbox/');
    expect(log).not.toContain(cartId);
    expect(log).not.toContain(reference);
  });

  it('keeps what is not a capability', () => {
    expect(redactUrl('/ai-search?customer_input=milk&language=ar')).toBe(
      '/ai-search?customer_input=milk&language=ar',
    );
    expect(redactUrl('/media/product/abc.svg?size=small')).toBe(
      '/media/product/abc.svg?size=small',
    );
  });
});
