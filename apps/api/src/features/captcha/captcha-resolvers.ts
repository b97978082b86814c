import type { Resolvers } from '@lumo/graphql/server';
import type { GraphQLContext } from '../../context';

export const captchaResolvers: Resolvers<GraphQLContext> = {
  StoreConfig: {
    // RECAPTCHA_SITE_KEY, when set, is every store view's site key (SPEC §3.6 recaptchaSiteKey).
    recaptcha_site_key: (parent, _args, context) =>
      context.config.captcha?.siteKey ?? parent.recaptcha_site_key ?? '',
  },
};
