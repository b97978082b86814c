/**
 * The age barrier's stored choice (SPEC §2.2, §3.6 client key `ageBarrier`), shared by the inline
 * decision script's twin (age-barrier-script.ts) and the dialog. Dependency-free: it ships to the
 * browser with the dialog.
 *
 * `confirmedAge` is the highest minimum age the visitor said yes to; a store view asks again when
 * its minimum age is above it (uk 18 -> us 21). `refusedAge` is the lowest minimum age the visitor
 * said no to; every store view whose minimum age is at or above it shows the refusal.
 */
export const AGE_BARRIER_STORAGE_KEY = 'ageBarrier';

export interface AgeBarrierChoice {
  confirmedAge?: number;
  refusedAge?: number;
}

export type AgeBarrierState = 'ask' | 'confirmed' | 'refused';

/** Class on <html> the inline script and the dialog set; CSS shows or hides the barrier by it. */
export const AGE_CONFIRMED_CLASS = 'ls-age-ok';
export const AGE_REFUSED_CLASS = 'ls-age-refused';

function ageOf(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
}

/** The stored choice, read leniently: anything unreadable counts as no choice. */
export function parseAgeBarrierChoice(raw: string | null): AgeBarrierChoice {
  if (!raw || raw.length > 200) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object') return {};
    const record = value as Record<string, unknown>;
    const choice: AgeBarrierChoice = {};
    const confirmedAge = ageOf(record.confirmedAge);
    const refusedAge = ageOf(record.refusedAge);
    if (confirmedAge !== undefined) choice.confirmedAge = confirmedAge;
    if (refusedAge !== undefined) choice.refusedAge = refusedAge;
    return choice;
  } catch {
    return {};
  }
}

export function ageBarrierState(choice: AgeBarrierChoice, minimumAge: number): AgeBarrierState {
  if (choice.confirmedAge !== undefined && choice.confirmedAge >= minimumAge) return 'confirmed';
  if (choice.refusedAge !== undefined && choice.refusedAge <= minimumAge) return 'refused';
  return 'ask';
}

/** The choice after the visitor answers the barrier of a store view with this minimum age. */
export function answerAgeBarrier(
  choice: AgeBarrierChoice,
  minimumAge: number,
  answer: 'yes' | 'no',
): AgeBarrierChoice {
  if (answer === 'yes') {
    const confirmedAge = Math.max(choice.confirmedAge ?? 0, minimumAge);
    // Saying yes at this age withdraws a refusal at or below it.
    const keepsRefusal = choice.refusedAge !== undefined && choice.refusedAge > confirmedAge;
    return keepsRefusal ? { confirmedAge, refusedAge: choice.refusedAge } : { confirmedAge };
  }
  const refusedAge = Math.min(choice.refusedAge ?? Infinity, minimumAge);
  const keepsConfirmation = choice.confirmedAge !== undefined && choice.confirmedAge < refusedAge;
  return keepsConfirmation ? { confirmedAge: choice.confirmedAge, refusedAge } : { refusedAge };
}

/** "Reconsider" on the refusal: the refusal is forgotten and the question asked again. */
export function withdrawRefusal(choice: AgeBarrierChoice): AgeBarrierChoice {
  return choice.confirmedAge !== undefined ? { confirmedAge: choice.confirmedAge } : {};
}
