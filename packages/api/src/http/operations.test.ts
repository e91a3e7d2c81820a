import { describe, expect, it } from 'vitest';
import { createOperationIndex, type OperationInfo } from './operations';

const op = (method: string, path: string, isPublic = false): OperationInfo => ({
  operationId: `${method} ${path}`,
  method,
  path,
  tag: 't',
  public: isPublic,
  multipart: false,
  binary: false,
  optionalToken: false,
  document: false,
});

describe('finding the operation of a request', () => {
  const index = createOperationIndex([
    op('GET', '/accounts/users/{id}/'),
    op('GET', '/accounts/users/me/'),
    op('GET', '/courses/certificates/public-verify/{hash}/', true),
  ]);

  it('prefers a literal path over a parameterised one', () => {
    expect(index.find('GET', '/accounts/users/me/')?.path).toBe('/accounts/users/me/');
    expect(index.find('GET', '/accounts/users/42/')?.path).toBe('/accounts/users/{id}/');
  });

  it('matches with or without the trailing slash and only the same method', () => {
    expect(index.find('get', '/courses/certificates/public-verify/ab12cd')?.public).toBe(true);
    expect(index.find('POST', '/accounts/users/me/')).toBeUndefined();
  });

  it('does not let a parameter swallow a slash', () => {
    expect(index.find('GET', '/accounts/users/1/extra/')).toBeUndefined();
  });
});
