import { getStoreView, type StoreViewCode } from '@lumo/block-schema';
import { getTranslator } from '@/features/i18n/server';
import { getStoreConfig } from '@/lib/api/store-config';
import { AgeBarrierDialog } from './deferred-age-barrier';

/** The store view's minimum age: storeConfig's, else the market's own (COMPLIANCE.md). */
export async function minimumAgeOf(storeView: StoreViewCode): Promise<number> {
  const config = await getStoreConfig(storeView);
  const age = config?.minimumAge;
  return age && age > 0 && age < 100 ? age : getStoreView(storeView).minimumAge;
}

/** SPEC §2.2 age barrier, with its strings in the store view's language (ADR 0020). */
export async function AgeBarrier({ storeView }: { storeView: StoreViewCode }) {
  const [t, age] = await Promise.all([getTranslator(storeView), minimumAgeOf(storeView)]);
  return (
    <AgeBarrierDialog
      minimumAge={age}
      strings={{
        title: t('shell.ageBarrier.title', { age }),
        question: t('shell.ageBarrier.question', { age }),
        note: t('shell.ageBarrier.note'),
        yes: t('shell.ageBarrier.yes', { age }),
        no: t('shell.ageBarrier.no', { age }),
        refusalTitle: t('shell.ageBarrier.refusalTitle'),
        refusalText: t('shell.ageBarrier.refusalText', { age }),
        reconsider: t('shell.ageBarrier.reconsider'),
      }}
    />
  );
}
