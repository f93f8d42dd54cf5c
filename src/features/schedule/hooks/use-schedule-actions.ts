import { useState } from 'react';
import { t } from '@/i18n/i18n';
import { alertError, alertSuccess, confirmDialog, toast } from '@/lib/alerts';
import type { ScheduleAnswer, Slot } from '@/lib/api/contract';
import { failureMessage } from '@/lib/api/form-errors';
import { formatLongDate } from '@/lib/dates/format';
import { useCancelInvestorMeeting } from '../api/cancel-investor-meeting';
import { downloadSchedulePdf } from '../api/download-schedule';
import { useSendSchedule } from '../api/send-schedule';
import {
  cancelledToast,
  cancelledWithColleaguesToast,
  cancelMessages,
  cancelQuestion,
  NO_COMPANY,
  SEND_SCHEDULE_FAILED,
} from '../messages';
import { cancellationBody } from '../logic/cancellation';
import { isolate } from '@/i18n/isolate';
import { loadScheduleExport } from './load-schedule-export';

type Options = { data: ScheduleAnswer | undefined; clientId: number | null; calendarName: string };

/**
 * What the schedule page's buttons do: download the PDF, e-mail it, export the calendar, cancel a meeting. The
 * dialogs and toasts are written in the attendee's language when they open; the server's messages and company
 * names as sent, the names isolated in their own direction.
 */
export function useScheduleActions({ data, clientId, calendarName }: Options) {
  const sendSchedule = useSendSchedule();
  const cancelMeeting = useCancelInvestorMeeting();
  const [cancellingId, setCancellingId] = useState<number | null>(null);

  const onPdf = () => {
    if (clientId !== null) downloadSchedulePdf(clientId);
  };
  const onEmail = () => {
    sendSchedule.mutate(undefined, {
      onSuccess: (answer) => void alertSuccess(answer.message),
      onError: (error) => {
        if (failureMessage(error, SEND_SCHEDULE_FAILED) !== null) void alertError(SEND_SCHEDULE_FAILED);
      },
    });
  };
  const onIcs = () => {
    if (!data) return;
    void loadScheduleExport().then((m) => m.exportSchedule(data, calendarName));
  };
  const onCancel = async (slot: Slot) => {
    if (clientId === null) return;
    const company = slot.company ? isolate(slot.company.name) : t(NO_COMPANY);
    const answer = await confirmDialog({
      // The alerts translate the ids they are given (src/lib/alerts).
      title: cancelMessages.title,
      text: cancelQuestion(company, formatLongDate(slot.date), slot.start_time.slice(0, 5)),
      confirmText: cancelMessages.yes,
      cancelText: cancelMessages.no,
      denyText: slot.colleagues.length > 0 ? cancelMessages.withColleagues : undefined,
      icon: 'warning',
    });
    if (answer === 'cancel') return;
    setCancellingId(slot.id);
    try {
      await cancelMeeting.mutateAsync(cancellationBody(slot, clientId, answer === 'deny'));
      void toast(answer === 'deny' ? cancelledWithColleaguesToast(company) : cancelledToast(company));
    } catch {
      // A cancellation the server refuses shows nothing: the schedule simply stays as it was (spec A§8).
    } finally {
      setCancellingId(null);
    }
  };

  return { onPdf, onEmail, onIcs, onCancel, emailing: sendSchedule.isPending, cancellingId };
}
