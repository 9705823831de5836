import { describe, expect, it } from 'vitest';
import { CircuitBreaker } from './circuit-breaker.server.ts';

function breakerAt(threshold = 3, intervalMs = 1000) {
  const clock = { now: 0 };
  const breaker = new CircuitBreaker({ threshold, intervalMs, now: () => clock.now, log: () => {} });
  return { breaker, clock };
}

describe('circuit breaker', () => {
  it('opens after the threshold of consecutive failures and then refuses calls', () => {
    const { breaker } = breakerAt(3);
    breaker.failure();
    breaker.failure();
    expect(breaker.allow()).toBe(true);
    breaker.failure();
    expect(breaker.state).toBe('open');
    expect(breaker.allow()).toBe(false);
  });

  it('counts consecutive failures only: a success in between starts again', () => {
    const { breaker } = breakerAt(3);
    breaker.failure();
    breaker.failure();
    breaker.success();
    breaker.failure();
    breaker.failure();
    expect(breaker.state).toBe('closed');
  });

  it('opens at once when a call timed out: a hanging upstream costs one timeout, not one per visitor', () => {
    const { breaker } = breakerAt(5);
    breaker.failure(true);
    expect(breaker.state).toBe('open');
  });

  it('lets one probe through after the interval; its failure opens it for another interval', () => {
    const { breaker, clock } = breakerAt(1, 1000);
    breaker.failure();
    clock.now = 999;
    expect(breaker.allow()).toBe(false);
    clock.now = 1000;
    expect(breaker.state).toBe('half-open');
    expect(breaker.allow()).toBe(true); // the probe
    expect(breaker.allow()).toBe(false); // everyone else while it runs
    breaker.failure();
    expect(breaker.state).toBe('open');
    clock.now = 1999;
    expect(breaker.allow()).toBe(false);
    clock.now = 2000;
    expect(breaker.allow()).toBe(true);
  });

  it('closes when the probe succeeds', () => {
    const { breaker, clock } = breakerAt(1, 1000);
    breaker.failure();
    clock.now = 1000;
    expect(breaker.allow()).toBe(true);
    breaker.success();
    expect(breaker.state).toBe('closed');
    expect(breaker.allow()).toBe(true);
    expect(breaker.allow()).toBe(true);
  });
});
