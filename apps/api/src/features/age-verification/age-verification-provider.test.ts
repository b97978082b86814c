import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MemoryLogger } from '../../logger';
import {
  ageOn,
  AgeVerificationUnavailableError,
  TestAgeVerificationProvider,
  type AgeCheckRequest,
} from './age-verification-provider';
import { GbgAgeVerificationProvider } from './gbg-age-verification-provider';
import { startFakeServer, type FakeServer } from './fake-provider-server';

const today = new Date('2026-11-26T12:00:00Z');
const request = (person: Partial<AgeCheckRequest['person']> = {}): AgeCheckRequest => ({
  person: {
    firstname: 'Ada',
    lastname: 'Lovelace',
    dob: '1990-12-10',
    address: { street: '1 High Street', city: 'London', postcode: 'SW1A 1AA', countryCode: 'GB' },
    documents: [{ type: 'passport', number: '123456789' }],
    ...person,
  },
  method: 'electoral_roll',
  minimumAge: 18,
  today,
  customerReference: 'AV-42',
});

describe('the local test provider', () => {
  const provider = new TestAgeVerificationProvider();

  it('passes an adult and answers the same reference for the same input', async () => {
    const first = await provider.verify(request());
    expect(first.outcome).toBe('PASS');
    expect(first.reference).toMatch(/^TEST-[0-9a-f]{16}$/);
    expect((await provider.verify(request())).reference).toBe(first.reference);
  });

  it("fails the surname 'Refused' and refers the surname 'Refer'", async () => {
    expect((await provider.verify(request({ lastname: ' refused ' }))).outcome).toBe('FAIL');
    expect((await provider.verify(request({ lastname: 'Refer' }))).outcome).toBe('REFER');
  });

  it('fails someone under the minimum age, counted to the day', async () => {
    expect((await provider.verify(request({ dob: '2008-11-27' }))).outcome).toBe('FAIL');
    expect((await provider.verify(request({ dob: '2008-11-26' }))).outcome).toBe('PASS');
    expect(
      (await provider.verify({ ...request({ dob: '2006-01-01' }), minimumAge: 21 })).outcome,
    ).toBe('FAIL');
    expect((await provider.verify(request({ dob: 'not a date' }))).outcome).toBe('FAIL');
  });

  it('counts whole years', () => {
    expect(ageOn('2000-02-29', new Date('2018-02-28T00:00:00Z'))).toBe(17);
    expect(ageOn('2000-02-29', new Date('2018-03-01T00:00:00Z'))).toBe(18);
  });
});

describe('the GBG/Equifax-shaped HTTP adapter against a fake provider', () => {
  let server: FakeServer;
  let logger: MemoryLogger;
  const provider = (timeoutMs = 2000) =>
    new GbgAgeVerificationProvider({
      url: server.url,
      key: 'secret-key-1',
      profileId: 'profile-7',
      timeoutMs,
      logger,
    });
  beforeAll(async () => {
    server = await startFakeServer();
  });
  afterAll(() => server.close());
  beforeEach(() => {
    logger = new MemoryLogger();
    server.requests.length = 0;
  });

  const answer = (status: number, body: string) => {
    server.respond = (_request, response) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(body);
    };
  };

  it('sends an ID3global-shaped request with the key and maps Pass to PASS', async () => {
    answer(200, JSON.stringify({ AuthenticationID: 'auth-1', BandText: 'Pass', Score: 3000 }));
    expect(await provider().verify(request())).toEqual({ outcome: 'PASS', reference: 'auth-1' });
    const sent = server.requests[0]!;
    expect(sent.headers.authorization).toBe('Bearer secret-key-1');
    expect(JSON.parse(sent.body)).toEqual({
      ProfileIDVersion: { ID: 'profile-7', Version: 0 },
      CustomerReference: 'AV-42',
      InputData: {
        Personal: {
          PersonalDetails: {
            Forename: 'Ada',
            Surname: 'Lovelace',
            DOBDay: 10,
            DOBMonth: 12,
            DOBYear: 1990,
          },
        },
        Addresses: {
          CurrentAddress: {
            Street: '1 High Street',
            City: 'London',
            ZipPostcode: 'SW1A 1AA',
            Country: 'GB',
          },
        },
        IdentityDocuments: { InternationalPassport: { Number: '123456789' } },
      },
      Method: 'electoral_roll',
      MinimumAge: 18,
    });
  });

  it('maps Refer to REFER and Alert to FAIL', async () => {
    answer(200, JSON.stringify({ AuthenticationID: 'auth-2', BandText: 'Refer' }));
    expect((await provider().verify(request())).outcome).toBe('REFER');
    answer(200, JSON.stringify({ AuthenticationID: 'auth-3', BandText: 'Alert' }));
    expect((await provider().verify(request())).outcome).toBe('FAIL');
  });

  it('is unavailable on an error status, a bad answer or an unknown band, and logs no personal data', async () => {
    answer(500, '{"error":"boom"}');
    await expect(provider().verify(request())).rejects.toBeInstanceOf(
      AgeVerificationUnavailableError,
    );
    answer(200, '<html>not json</html>');
    await expect(provider().verify(request())).rejects.toBeInstanceOf(
      AgeVerificationUnavailableError,
    );
    answer(200, JSON.stringify({ AuthenticationID: 'auth-4', BandText: 'Maybe' }));
    await expect(provider().verify(request())).rejects.toBeInstanceOf(
      AgeVerificationUnavailableError,
    );
    const logged = JSON.stringify(logger.entries);
    expect(logged).toContain('500');
    for (const personal of ['Ada', 'Lovelace', '1990', 'SW1A', '123456789', 'secret-key-1']) {
      expect(logged).not.toContain(personal);
    }
  });

  it('gives up after its timeout', async () => {
    server.respond = () => undefined; // never answers
    await expect(provider(200).verify(request())).rejects.toThrow(/timeout/);
    expect(logger.entries.at(-1)?.details).toEqual({ provider: 'gbg', kind: 'timeout' });
  });
});
