import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCalendarTime } from '../../lib/icons';
import type { StoreViewCode } from '@lumo/block-schema';
import {
  BuilderPagesDocument,
  CancelScheduledBuilderPagePublishDocument,
  ScheduleBuilderPagePublishDocument,
} from '@lumo/graphql';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { apiErrorMessage } from '../../lib/errors';
import { FormErrorAlert, ModalFormActions } from '../../lib/modal-form';
import { formatDateTime, toDateTimeLocalValue } from '../../lib/format';

/** A value of `<input type="datetime-local">` (local time) that lies in the future. */
export const scheduleSchema = z.object({
  publishAt: z
    .string()
    .min(1, 'Choose a date and time')
    .transform((value) => new Date(value))
    .refine((date) => !Number.isNaN(date.getTime()), 'Choose a valid date and time')
    .refine((date) => date.getTime() > Date.now() + 60_000, 'Choose a time in the future'),
});
type ScheduleInput = z.input<typeof scheduleSchema>;
type ScheduleValues = z.output<typeof scheduleSchema>;

export interface ScheduleButtonProps {
  pageUid: string;
  storeCode: StoreViewCode;
}

export function ScheduleButton({ pageUid, storeCode }: ScheduleButtonProps) {
  const [opened, modal] = useDisclosure(false);
  const pages = useQuery(BuilderPagesDocument, { variables: { storeCode } });
  const scheduledAt =
    pages.data?.builderPages.find((page) => page.uid === pageUid)?.scheduled_publish_at ?? null;
  const [schedule] = useMutation(ScheduleBuilderPagePublishDocument);
  const [cancelSchedule, cancelState] = useMutation(CancelScheduledBuilderPagePublishDocument);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ScheduleInput, unknown, ScheduleValues>({
    resolver: zodResolver(scheduleSchema),
    defaultValues: { publishAt: '' },
  });

  const open = () => {
    const tomorrowMorning = new Date();
    tomorrowMorning.setDate(tomorrowMorning.getDate() + 1);
    tomorrowMorning.setHours(9, 0, 0, 0);
    reset({
      publishAt: toDateTimeLocalValue(scheduledAt ? new Date(scheduledAt) : tomorrowMorning),
    });
    setServerError(null);
    modal.open();
  };

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await schedule({
        variables: { input: { page_uid: pageUid, publish_at: values.publishAt.toISOString() } },
      });
      modal.close();
    } catch (error) {
      setServerError(apiErrorMessage(error, 'The publication could not be scheduled.'));
    }
  });

  const cancel = async () => {
    setServerError(null);
    try {
      await cancelSchedule({ variables: { pageUid } });
      modal.close();
    } catch (error) {
      setServerError(apiErrorMessage(error, 'The schedule could not be cancelled.'));
    }
  };

  return (
    <>
      <Button
        size="xs"
        variant={scheduledAt ? 'light' : 'default'}
        leftSection={<IconCalendarTime size={14} />}
        onClick={open}
        data-testid="history:schedule"
        title={
          scheduledAt ? `Publishes automatically on ${formatDateTime(scheduledAt)}` : undefined
        }
      >
        {scheduledAt ? `Scheduled ${formatDateTime(scheduledAt)}` : 'Schedule'}
      </Button>
      <Modal opened={opened} onClose={modal.close} title="Schedule publication">
        <form onSubmit={submit} noValidate>
          <Stack>
            <Text size="sm" c="dimmed">
              At the chosen time the page's saved draft is published, as if someone pressed Publish.
              Save your changes before then.
            </Text>
            {scheduledAt && (
              <Alert color="blue" title="Already scheduled">
                <Group justify="space-between" align="center">
                  <Text size="sm">{formatDateTime(scheduledAt)}</Text>
                  <Button
                    size="xs"
                    color="red"
                    variant="light"
                    onClick={cancel}
                    loading={cancelState.loading}
                    data-testid="history:schedule-cancel"
                  >
                    Cancel schedule
                  </Button>
                </Group>
              </Alert>
            )}
            <FormErrorAlert message={serverError} />
            <TextInput
              type="datetime-local"
              label="Publish on"
              description="Your local time"
              min={toDateTimeLocalValue(new Date())}
              error={errors.publishAt?.message}
              data-testid="history:schedule-at"
              {...register('publishAt')}
            />
            <ModalFormActions
              submitLabel={scheduledAt ? 'Reschedule' : 'Schedule'}
              loading={isSubmitting}
              onCancel={modal.close}
              cancelLabel="Close"
              submitTestId="history:schedule-submit"
            />
          </Stack>
        </form>
      </Modal>
    </>
  );
}
