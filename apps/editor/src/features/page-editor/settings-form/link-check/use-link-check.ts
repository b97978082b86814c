import { useContext, useEffect, useRef, useState } from 'react';
import { getApolloContext } from '@apollo/client/react';
import { useDebouncedValue } from '@mantine/hooks';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { StoreViewCode } from '@lumo/block-schema';
import { EditorLinkTargetsDocument } from '@lumo/graphql';
import { quietStoreContext } from '../../../../lib/apollo';
import type { FieldDescriptor } from '../describe-fields';
import { checkablePaths, collectLinkValues } from './collect-links';
import { NO_LINK_CHECK, type LinkCheckState } from './link-check-context';
import { classifyLinkTargets } from './link-targets';

/** How long the editor stops typing before the block's links are checked again. */
export const LINK_CHECK_DELAY_MS = 700;

function pathsKeyOf(fields: readonly FieldDescriptor[], values: unknown): string {
  return checkablePaths(collectLinkValues(fields, values)).join('\n');
}

/**
 * Checks the internal links of the form's block: when the form opens and after each pause in
 * typing, the paths not checked yet go to the api in one request (route lookup + builder pages
 * of the store view). Without an api client or a store view nothing is checked.
 */
export function useLinkCheck(
  form: UseFormReturn<FieldValues>,
  fields: readonly FieldDescriptor[],
  storeView: StoreViewCode | null,
): LinkCheckState & { hasCheckablePaths: boolean } {
  const { client } = useContext(getApolloContext());
  const [pathsKey, setPathsKey] = useState(() => pathsKeyOf(fields, form.getValues()));
  // The first value is immediate (the check when the form opens), later ones wait for a pause.
  const [settledKey] = useDebouncedValue(pathsKey, LINK_CHECK_DELAY_MS);
  const [state, setState] = useState<LinkCheckState>(NO_LINK_CHECK);
  const known = useRef(state.statuses);

  useEffect(() => {
    known.current = state.statuses;
  }, [state.statuses]);

  useEffect(() => {
    const subscription = form.watch((values) => setPathsKey(pathsKeyOf(fields, values)));
    return () => subscription.unsubscribe();
  }, [form, fields]);

  useEffect(() => {
    if (!client || !storeView || !settledKey) return;
    const paths = settledKey.split('\n').filter((path) => !known.current.has(path));
    if (paths.length === 0) return;
    let current = true;
    client
      .query({
        query: EditorLinkTargetsDocument,
        variables: { urls: paths, storeCode: storeView },
        fetchPolicy: 'no-cache',
        context: quietStoreContext(storeView),
      })
      .then(({ data }) => {
        if (!current) return;
        const statuses = classifyLinkTargets(paths, data);
        setState((previous) =>
          statuses
            ? { statuses: new Map([...previous.statuses, ...statuses]), unavailable: false }
            : { ...previous, unavailable: true },
        );
      })
      .catch(() => {
        if (current) setState((previous) => ({ ...previous, unavailable: true }));
      });
    return () => {
      current = false;
    };
  }, [client, storeView, settledKey]);

  return { ...state, hasCheckablePaths: pathsKey !== '' };
}
