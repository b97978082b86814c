import { z } from 'zod';
import type { Logger } from '../../logger';
import {
  AgeVerificationUnavailableError,
  type AgeCheckRequest,
  type AgeCheckResult,
  type AgeVerificationProvider,
} from './age-verification-provider';

/**
 * An HTTP adapter shaped like GBG ID3global's AuthenticateSP (its JSON form: ProfileIDVersion,
 * CustomerReference, InputData.Personal/Addresses/IdentityDocuments) answering with an
 * AuthenticationID and a BandText of Pass, Refer or Alert; Equifax's age check answers the same
 * three ways. Configured by AGE_VERIFICATION_URL (the endpoint) and AGE_VERIFICATION_KEY (sent as
 * a Bearer token). Nothing it sends or receives is logged: only the status or the failure kind.
 */
export interface GbgRequestBody {
  ProfileIDVersion: { ID: string; Version: number };
  CustomerReference: string;
  InputData: {
    Personal: {
      PersonalDetails: {
        Forename: string;
        Surname: string;
        DOBDay: number;
        DOBMonth: number;
        DOBYear: number;
      };
    };
    Addresses: {
      CurrentAddress: { Street: string; City: string; ZipPostcode: string; Country: string };
    };
    IdentityDocuments?: {
      InternationalPassport?: { Number: string };
      DrivingLicence?: { Number: string };
    };
  };
  /** Which data the check may use (electoral_roll, credit_reference, document). */
  Method: string;
  /** The minimum age to check against (GBG's age-verify rule takes it as a parameter). */
  MinimumAge: number;
}

const gbgResponse = z.object({
  AuthenticationID: z.string().min(1).max(200),
  BandText: z.string().max(50),
  Score: z.number().optional(),
});

/** ID3global band texts; Equifax's "Accept"/"Reject"/"Refer" mapped alike. */
const BANDS: Record<string, AgeCheckResult['outcome']> = {
  pass: 'PASS',
  accept: 'PASS',
  refer: 'REFER',
  alert: 'FAIL',
  fail: 'FAIL',
  reject: 'FAIL',
};

export class GbgAgeVerificationProvider implements AgeVerificationProvider {
  readonly name = 'gbg';

  constructor(
    private readonly options: {
      url: string;
      key: string;
      profileId?: string;
      timeoutMs: number;
      logger: Logger;
      fetchImpl?: typeof fetch;
    },
  ) {}

  requestBody(request: AgeCheckRequest): GbgRequestBody {
    const { person } = request;
    const [year, month, day] = person.dob.split('-').map(Number) as [number, number, number];
    const documents: NonNullable<GbgRequestBody['InputData']['IdentityDocuments']> = {};
    for (const document of person.documents ?? []) {
      if (document.type === 'passport')
        documents.InternationalPassport = { Number: document.number };
      else documents.DrivingLicence = { Number: document.number };
    }
    return {
      ProfileIDVersion: { ID: this.options.profileId ?? 'default', Version: 0 },
      CustomerReference: request.customerReference,
      InputData: {
        Personal: {
          PersonalDetails: {
            Forename: person.firstname,
            Surname: person.lastname,
            DOBDay: day,
            DOBMonth: month,
            DOBYear: year,
          },
        },
        Addresses: {
          CurrentAddress: {
            Street: person.address.street,
            City: person.address.city,
            ZipPostcode: person.address.postcode,
            Country: person.address.countryCode,
          },
        },
        ...(Object.keys(documents).length ? { IdentityDocuments: documents } : {}),
      },
      Method: request.method,
      MinimumAge: request.minimumAge,
    };
  }

  async verify(request: AgeCheckRequest): Promise<AgeCheckResult> {
    const { logger } = this.options;
    let response: Response;
    try {
      response = await (this.options.fetchImpl ?? fetch)(this.options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          authorization: `Bearer ${this.options.key}`,
        },
        body: JSON.stringify(this.requestBody(request)),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      const kind = (error as Error).name === 'TimeoutError' ? 'timeout' : 'network';
      logger.warn('Age verification provider did not answer', { provider: this.name, kind });
      throw new AgeVerificationUnavailableError(kind);
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      logger.warn('Age verification provider refused the request', {
        provider: this.name,
        status: response.status,
      });
      throw new AgeVerificationUnavailableError(`status ${response.status}`);
    }
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      json = undefined;
    }
    const parsed = gbgResponse.safeParse(json);
    const outcome = parsed.success ? BANDS[parsed.data.BandText.trim().toLowerCase()] : undefined;
    if (!parsed.success || !outcome) {
      logger.warn('Age verification provider answered something unexpected', {
        provider: this.name,
      });
      throw new AgeVerificationUnavailableError('unexpected answer');
    }
    return { outcome, reference: parsed.data.AuthenticationID };
  }
}
