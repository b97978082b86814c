import {
  parseTrsFormDefinition,
  trsFormBlockIdentifier,
  trsValuesSchemaFor,
  type StoreViewCode,
  type TrsFormDefinition,
} from '@lumo/block-schema';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { inputError, notFoundError, parseInput } from '../../errors';
import type { CaptchaService } from '../captcha/captcha-service';
import { CmsRepository } from '../cms/cms-repository';
import { effectiveRows } from '../cms/cms-rules';
import type { MailQueue } from '../mail/mail-queue';
import { trsFormCodeInput, trsValuesInput } from './trs-inputs';
import { TrsRepository } from './trs-repository';
import {
  clientKeyOf,
  MAX_TRS_SUBMISSIONS,
  TRS_TOO_MANY_MESSAGE,
  TRS_UNKNOWN_FORM_MESSAGE,
  TRS_WINDOW_MS,
} from './trs-rules';

export interface TrsRequest {
  storeView: StoreViewCode;
  clientAddress: string;
  request: { headers: Headers };
}

/** TRS forms (ADR 0027): the definition from its CMS block, submissions validated against it. */
export class TrsService {
  private readonly repository: TrsRepository;
  private readonly cms: CmsRepository;

  constructor(
    db: Database,
    private readonly clock: Clock,
    private readonly captcha: CaptchaService,
    private readonly mail: MailQueue,
  ) {
    this.repository = new TrsRepository(db);
    this.cms = new CmsRepository(db);
  }

  /** The form of a code in a store view (its own block, else the all-store-views one). */
  async form(
    storeView: StoreViewCode,
    formCode: string,
  ): Promise<{ form_code: string; definition: TrsFormDefinition } | null> {
    const code = trsFormCodeInput.safeParse(formCode);
    if (!code.success) return null;
    const identifier = trsFormBlockIdentifier(code.data);
    const row = effectiveRows(await this.cms.blocksFor(storeView, [identifier]), storeView).get(
      identifier,
    );
    const definition = row?.isActive ? parseTrsFormDefinition(row.content) : undefined;
    return definition ? { form_code: code.data, definition } : null;
  }

  async submit(call: TrsRequest, formCode: string, rawValues: unknown): Promise<{ result: true }> {
    await this.captcha.require(
      call.storeView,
      call.request,
      'trs_registration',
      call.clientAddress,
    );
    const form = await this.form(call.storeView, formCode);
    if (!form) throw notFoundError(TRS_UNKNOWN_FORM_MESSAGE);
    const clientKey = clientKeyOf(call.clientAddress);
    const now = this.clock.now();
    const recent = await this.repository.countSince(
      clientKey,
      new Date(now.getTime() - TRS_WINDOW_MS),
    );
    if (recent >= MAX_TRS_SUBMISSIONS) throw inputError(TRS_TOO_MANY_MESSAGE);
    const values = parseValues(form.definition, parseInput(trsValuesInput, rawValues));
    await this.repository.transaction(async (tx) => {
      await tx.insert({
        storeView: call.storeView,
        formCode: form.form_code,
        values,
        clientKey,
        createdAt: now,
      });
      const email = form.definition.fields.find((field) => field.type === 'email');
      const to = email ? values[email.name] : undefined;
      if (typeof to === 'string' && to !== '') {
        await this.mail.enqueue(
          {
            kind: 'trs-registration',
            to,
            storeView: call.storeView,
            payload: { formCode: form.form_code, formTitle: form.definition.title },
          },
          tx.db,
        );
      }
    });
    return { result: true };
  }
}

/** The values as the form defines them; a problem names its field (extensions.field). */
function parseValues(
  definition: TrsFormDefinition,
  values: Record<string, string | boolean>,
): Record<string, string | boolean> {
  const parsed = trsValuesSchemaFor(definition).safeParse(values);
  if (parsed.success) return parsed.data as Record<string, string | boolean>;
  const issue = parsed.error.issues[0]!;
  const field = issue.path.join('.') || undefined;
  const message =
    issue.code === 'unrecognized_keys'
      ? `The form has no field ${issue.keys.join(', ')}.`
      : `${field}: ${issue.message}`;
  throw inputError(message, {
    field: issue.code === 'unrecognized_keys' ? issue.keys[0] : field,
    issues: parsed.error.issues.map((each) => ({
      field: each.path.join('.'),
      message: each.message,
    })),
  });
}
