import { useState } from 'react';
import type { Option } from '@/components/form/select-field';
import { t, tText, useT } from '@/i18n/i18n';
import { alertError, confirmDialog, toast } from '@/lib/alerts';
import type { Colleague, GroupedSlots, Id } from '@/lib/api/contract';
import { failureMessage } from '@/lib/api/form-errors';
import { SOMETHING_WENT_WRONG } from '@/lib/messages';
import { useRegisterPresenterMate } from '../api/register-presenter-mate';
import { useUpdatePresenterMate } from '../api/update-presenter-mate';
import { useUpdatePresenterStatus } from '../api/update-presenter-status';
import { colleagueEditBody } from '../logic/colleague-details';
import { registerColleagueBody, type ColleagueEditInput, type RegisterColleagueValues } from '../logic/colleague-forms';
import { applyColleagueStatus, replaceColleague } from '../logic/colleague-rules';
import { ATTENDANCE_LIMIT_NOTE, CANCEL_COLLEAGUE_QUESTION, COLLEAGUE_REGISTERED, COLLEAGUES_TITLE } from '../messages';
import { ColleagueEditModal } from './colleague-edit-modal';
import { ColleaguesTable } from './colleagues-table';
import { RegisterColleagueForm } from './register-colleague-form';

type Props = {
  mates: Colleague[];
  onMatesChange: (next: Colleague[]) => void;
  selected: Id[];
  onSelectedChange: (next: Id[]) => void;
  countries: Option<number>[];
  groups: GroupedSlots[];
  /** The presenter's currently chosen slots ('use my time slots'). */
  ownSlots: () => Id[];
  timezone: string;
  presenterId: Id;
};

/**
 * The 'Colleagues Registration' section of a presenter's registration: the table, the register form and the edit modal. A failed
 * register or edit shows the server's message in its form with the field errors on the fields; a
 * failed cancel alerts the server's message.
 */
export function ColleaguesSection({
  mates,
  onMatesChange,
  selected,
  onSelectedChange,
  countries,
  groups,
  ownSlots,
  timezone,
  presenterId,
}: Props) {
  useT();
  const [editing, setEditing] = useState<Colleague | null>(null);
  const [cancelling, setCancelling] = useState<Id | null>(null);
  const register = useRegisterPresenterMate();
  const update = useUpdatePresenterMate();
  const status = useUpdatePresenterStatus();

  /** Rejects with the call's error, which the register form shows. */
  const onRegister = async (values: RegisterColleagueValues): Promise<void> => {
    const client = await register.mutateAsync(registerColleagueBody(values, { ownSlots: ownSlots(), timezone }));
    onMatesChange(replaceColleague(mates, client));
    onSelectedChange(selected.filter((id) => id !== client.conf_client_id));
    void toast(t(COLLEAGUE_REGISTERED));
  };

  /** Rejects with the call's error, which the modal shows (it stays open with what was typed). */
  const onSave = async (mate: Colleague, values: ColleagueEditInput): Promise<void> => {
    const client = await update.mutateAsync({
      conf_client_id: mate.conf_client_id,
      updated_by: presenterId,
      client_details: colleagueEditBody(values),
    });
    onMatesChange(replaceColleague(mates, client));
    setEditing(null);
  };

  const onCancel = async (mate: Colleague) => {
    if ((await confirmDialog({ text: t(CANCEL_COLLEAGUE_QUESTION) })) !== 'confirm') return;
    setCancelling(mate.conf_client_id);
    try {
      const confClient = await status.mutateAsync({ conf_client_id: mate.conf_client_id });
      onMatesChange(applyColleagueStatus(mates, confClient));
    } catch (error) {
      const message = failureMessage(error, SOMETHING_WENT_WRONG, 'refused');
      // The server's refusal as sent; a failure of ours in the attendee's language.
      if (message) await alertError(tText(message));
    } finally {
      setCancelling(null);
    }
  };

  return (
    <section className="register__section card" aria-labelledby="colleagues-title">
      <h2 id="colleagues-title">{t(COLLEAGUES_TITLE)}</h2>
      <p className="register__note">{t(ATTENDANCE_LIMIT_NOTE)}</p>
      <ColleaguesTable
        mates={mates}
        selected={selected}
        onToggle={(id, checked) =>
          onSelectedChange(checked ? [...new Set([...selected, id])] : selected.filter((s) => s !== id))
        }
        onEdit={setEditing}
        onCancel={(mate) => void onCancel(mate)}
        busyId={cancelling}
      />
      <RegisterColleagueForm
        mates={mates}
        countries={countries}
        groups={groups}
        ownSlots={ownSlots}
        saving={register.isPending}
        onRegister={onRegister}
      />
      <ColleagueEditModal
        mate={editing}
        countries={countries}
        saving={update.isPending}
        onClose={() => setEditing(null)}
        onSave={onSave}
      />
    </section>
  );
}
