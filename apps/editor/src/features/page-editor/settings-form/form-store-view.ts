import { createContext, useContext } from 'react';
import { useParams } from 'react-router';
import { storeViewCodeSchema, type StoreViewCode } from '@lumo/block-schema';

/**
 * The store view the form's block belongs to: links are checked and the catalogue searched in
 * it. Null when unknown (a stand-alone form): then nothing is checked.
 */
const FormStoreViewContext = createContext<StoreViewCode | null>(null);

export const FormStoreViewProvider = FormStoreViewContext.Provider;

export function useFormStoreView(): StoreViewCode | null {
  return useContext(FormStoreViewContext);
}

/**
 * The store view given to the form, else the one of the page editor's route
 * (`/edit/:storeCode/*`), else none.
 */
export function useResolvedStoreView(given: StoreViewCode | undefined): StoreViewCode | null {
  const { storeCode } = useParams();
  if (given) return given;
  const parsed = storeViewCodeSchema.safeParse(storeCode);
  return parsed.success ? parsed.data : null;
}
