import { AsyncLocalStorage } from 'node:async_hooks';
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { type CircuitBreaker, UpstreamUnavailableError } from './circuit-breaker.server.ts';

/**
 * One visitor request's dealings with the external content API (a hanging upstream answers the visitor
 * within 3.5 s). Every call made for the request shares one deadline, so calls made one after another (a sport's
 * id, the takeovers, then the page) cannot add up their timeouts; and the request remembers whether any call
 * failed, so a page rendered without its content is neither cached nor preferred to a stale copy.
 */
export interface UpstreamScope {
  readonly deadline: AbortSignal;
  failed: boolean;
}

/** The visitor's budget for content API calls; rendering the answer (page, stale copy or error page) follows. */
export const VISITOR_BUDGET_MS = 3000;

const storage = new AsyncLocalStorage<UpstreamScope>();

export function currentUpstreamScope(): UpstreamScope | undefined {
  return storage.getStore();
}

/** Express middleware: the rest of the request runs inside its own scope. */
export function upstreamScope(budgetMs = VISITOR_BUDGET_MS) {
  return (_req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    const scope: UpstreamScope = { deadline: AbortSignal.timeout(budgetMs), failed: false };
    res.locals.upstream = scope;
    storage.run(scope, next);
  };
}

/** Runs `fn` in a scope of its own (tests, and callers outside a request). */
export function withUpstreamScope<T>(budgetMs: number, fn: (scope: UpstreamScope) => T): T {
  const scope: UpstreamScope = { deadline: AbortSignal.timeout(budgetMs), failed: false };
  return storage.run(scope, () => fn(scope));
}

/** 5xx answers count against the upstream; 4xx are answers (the API is up, the request was wrong). */
const isUpstreamFailure = (status: number) => status >= 500;

/**
 * fetch for the external content API: refused at once while the circuit is open, cut off at the request's
 * deadline, and every outcome reported to the breaker. The per-call timeout and the one retry (spec 7) stay in
 * the API client around it.
 */
export function resilientFetch(
  breaker: CircuitBreaker,
  fetchImpl: (input: Request | URL, init?: RequestInit) => Promise<Response> = fetch,
) {
  return async (input: Request | URL, init: RequestInit = {}): Promise<Response> => {
    const scope = currentUpstreamScope();
    if (scope?.deadline.aborted) {
      scope.failed = true;
      throw new UpstreamUnavailableError('the request has no time left');
    }
    if (!breaker.allow()) {
      if (scope) scope.failed = true;
      throw new UpstreamUnavailableError();
    }
    const signals = [input instanceof Request ? input.signal : undefined, init.signal, scope?.deadline].filter(
      (s): s is AbortSignal => s !== undefined && s !== null,
    );
    try {
      const response = await fetchImpl(input, { ...init, signal: AbortSignal.any(signals) });
      if (isUpstreamFailure(response.status)) {
        breaker.failure();
        if (scope) scope.failed = true;
      } else breaker.success();
      return response;
    } catch (error) {
      // AbortSignal.timeout rejects with a TimeoutError (the call's deadline or the request's): the upstream hangs.
      breaker.failure(error instanceof Error && error.name === 'TimeoutError');
      if (scope) scope.failed = true;
      throw error;
    }
  };
}
