/**
 * The dev folder (outbox, payment sandbox, store side) is loaded only outside production mode:
 * a production service answers 404 under /dev and never evaluates `src/dev`, so none of its code
 * can run there, whatever route a request names.
 */
import { startTestService, type TestService } from './helpers/service';

// Counts evaluations of the dev entry module, however it is reached (static or dynamic import).
// The count lives on the global object: a static import would run this factory while the imports
// above are evaluated, before any constant of this file exists.
type Counted = { dukkanDevLoads?: number };
jest.mock('../src/dev/index', () => {
  const counted = globalThis as Counted;
  counted.dukkanDevLoads = (counted.dukkanDevLoads ?? 0) + 1;
  return jest.requireActual<object>('../src/dev/index');
});
const devLoads = () => (globalThis as Counted).dukkanDevLoads ?? 0;

const devRequests = [
  { method: 'GET', url: '/dev/outbox' },
  { method: 'GET', url: '/dev/payment-sandbox/0123456789ABCDEF01234567' },
  { method: 'POST', url: '/dev/payment-sandbox/0123456789ABCDEF01234567/approve' },
  { method: 'POST', url: '/dev/orders/100000001/status', payload: { status: 'processing' } },
  { method: 'POST', url: '/dev/orders/100000001/substitution', payload: {} },
  { method: 'POST', url: '/dev/orders/100000001/reorder' },
  { method: 'POST', url: '/dev/delivery-intervals/1/fill', payload: { day: '2026-11-23' } },
  { method: 'POST', url: '/dev/store-pickup', payload: { enabled: true } },
  {
    method: 'POST',
    url: '/dev/address-book/copy',
    payload: { from: '01123456789', to: '01012345678' },
  },
] as const;

// In this order: the production service starts first, in a module registry that has not loaded
// the dev folder yet.
describe('dev routes', () => {
  let service: TestService | undefined;
  afterEach(async () => {
    await service?.close();
    service = undefined;
  });

  it('are neither loaded nor served in production mode', async () => {
    service = await startTestService({ production: true });
    for (const request of devRequests) {
      const res = await service.inject(request);
      expect({ url: request.url, status: res.statusCode }).toEqual({
        url: request.url,
        status: 404,
      });
    }
    expect(devLoads()).toBe(0);
  });

  it('are loaded and served outside production mode', async () => {
    service = await startTestService();
    expect(devLoads()).toBe(1);
    const outbox = await service.inject({ method: 'GET', url: '/dev/outbox' });
    expect(outbox.statusCode).toBe(200);
    expect(outbox.json()).toEqual({ messages: [] });
    const sandbox = await service.inject(devRequests[1]);
    expect(sandbox.statusCode).toBe(404);
    expect(sandbox.headers['content-type']).toMatch(/^text\/html/);
    expect(sandbox.body).toContain('No payment with this reference.');
  });
});
