import type { StoreViewCode } from '@lumo/block-schema';
import type { AnalyticsSettings } from '@lumo/graphql/server';
import { analyticsSettingsOf, type AnalyticsOverrides } from './analytics-settings';

/** SPEC §7 "Analytics settings": read-only configuration, no table (see analytics-settings.ts). */
export class AnalyticsService {
  constructor(private readonly overrides: AnalyticsOverrides) {}

  settings(storeView: StoreViewCode): AnalyticsSettings {
    return analyticsSettingsOf(storeView, this.overrides);
  }
}
