import { describe, expect, it } from 'vitest';
import { NotFoundError as OrmNotFoundError } from '@mikro-orm/core';
import { SearchTimeoutError } from '@tbs/search';
import { toApiError } from './errorHandler.ts';

describe('toApiError', () => {
  it('answers a search stopped at its time limit with 503 asking to refine it', () => {
    expect(toApiError(new SearchTimeoutError())).toMatchObject({
      status: 503,
      id: 'search_too_broad',
      message: 'This search is too broad. Please refine it with more characters or filters.',
    });
  });

  it('answers a missing entity with 404 and anything unknown with a plain 500', () => {
    expect(toApiError(new OrmNotFoundError('Company not found (42)'))).toMatchObject({
      status: 404,
      message: 'Not found',
    });
    expect(toApiError(new Error('connection refused at 10.0.0.3'))).toMatchObject({
      status: 500,
      message: 'Something went wrong',
    });
  });
});
