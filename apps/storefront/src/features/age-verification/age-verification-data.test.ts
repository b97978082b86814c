import { describe, expect, it, vi } from 'vitest';
import { fetchAgeVerificationState } from './age-verification-data';

vi.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined }) }));

const answer = (body: unknown) =>
  vi.fn(async () => Response.json(body)) as unknown as typeof fetch & ReturnType<typeof vi.fn>;

describe('fetchAgeVerificationState', () => {
  it('is logged out without a token, without asking the api', async () => {
    const fetchImpl = answer({});
    expect(await fetchAgeVerificationState('uk', undefined, fetchImpl)).toEqual({
      kind: 'logged-out',
    });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('asks with the Bearer token and the store view, and maps SPEC §3.6 names', async () => {
    const fetchImpl = answer({
      data: {
        customerAgeVerification: {
          is_enabled: true,
          is_customer_quote_age_verified: false,
          areas: ['checkout', 'account'],
          methods: ['document'],
          last_outcome: 'REFER',
          attempts_left: 3,
        },
        customer: { firstname: 'Ada', lastname: 'Lovelace', date_of_birth: '1990-05-17' },
      },
    });
    const result = await fetchAgeVerificationState('gr', 'tok', fetchImpl);
    expect(result).toEqual({
      kind: 'ok',
      state: {
        isAgeVerificationEnabled: true,
        isCustomerQuoteAgeVerified: false,
        ageVerificationAreas: ['checkout', 'account'],
        ageVerificationMethods: ['document'],
        lastOutcome: 'REFER',
        attemptsLeft: 3,
        person: { firstname: 'Ada', lastname: 'Lovelace', dateOfBirth: '1990-05-17' },
      },
    });
    const headers = (fetchImpl.mock.calls[0] as unknown as [string, RequestInit])[1]
      .headers as Record<string, string>;
    expect(headers.authorization).toBe('Bearer tok');
    expect(headers.Store).toBe('gr');
  });

  it('is logged out when the api refuses the token, and unavailable on other errors', async () => {
    const refused = answer({
      errors: [{ message: 'no', extensions: { category: 'graphql-authorization' } }],
      data: null,
    });
    expect((await fetchAgeVerificationState('uk', 'old', refused)).kind).toBe('logged-out');
    const broken = answer({ errors: [{ message: 'boom' }], data: null });
    expect(await fetchAgeVerificationState('uk', 'tok', broken)).toEqual({
      kind: 'unavailable',
      message: 'boom',
    });
  });
});
