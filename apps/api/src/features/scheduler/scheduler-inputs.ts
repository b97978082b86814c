import { z } from 'zod';

/** scheduleBuilderPagePublish's input; the service adds "in the future" (it needs the clock). */
export const scheduleInput = z.object({
  page_uid: z.string(),
  publish_at: z.iso.datetime({ offset: true, message: 'publish_at must be an ISO 8601 date-time' }),
});
