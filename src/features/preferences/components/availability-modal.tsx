import { memo, useMemo, useState } from 'react';
import { SelectField, type Option } from '@/components/form/select-field';
import { Loader } from '@/components/loader';
import { Modal } from '@/components/modal';
import { OfflineActionReason } from '@/components/offline-notice';
import { t, tText, useLocale } from '@/i18n/i18n';
import { toast } from '@/lib/alerts';
import type { Id, PreferenceCompany } from '@/lib/api/contract';
import { failureMessage } from '@/lib/api/form-errors';
import { SOMETHING_WENT_WRONG_EXCLAMATION } from '@/lib/messages';
import { useOffline } from '@/lib/offline/online';
import { useProfile } from '@/lib/profile/profile';
import { storageKeys, writeItem } from '@/lib/session/storage';
import { usePreferenceSlots } from '../api/get-preference-slots';
import { useSavePreferenceSlots } from '../api/save-preference-slots';
import { availabilityMessages } from '../messages';
import {
  availabilityZone,
  availabilityZones,
  DEFAULT_AVAILABILITY_ZONE,
  FALLBACK_TIME_ZONES,
  formatDay,
  slotsByDay,
  slotTimeLabel,
  zoneToSave,
} from '../logic/slots';

type Props = {
  open: boolean;
  onClose: () => void;
  /** The rows to keep as selected_companies across the reload. */
  selectedCompanies: () => PreferenceCompany[];
  onSaved: () => void;
};

export const AvailabilityModal = memo(function AvailabilityModal({ open, onClose, selectedCompanies, onSaved }: Props) {
  const slotsQuery = usePreferenceSlots(open);
  const save = useSavePreferenceSlots();
  const offline = useOffline();
  const profile = useProfile().data;
  // Memoised: the language is read here so that a change of it renders the dialog again.
  const locale = useLocale();
  // undefined until the attendee picks a zone (null: they cleared it); until then Europe/London.
  const [chosenZone, setZone] = useState<string | null | undefined>(undefined);
  const [picked, setPicked] = useState<Set<Id> | null>(null);

  const zones = useMemo(
    () => availabilityZones(profile?.lists?.timezones?.length ? profile.lists.timezones : FALLBACK_TIME_ZONES),
    [profile?.lists?.timezones],
  );
  const zone = availabilityZone(chosenZone);
  const zoneOptions = useMemo<Option<string>[]>(() => zones.map((z) => ({ value: z.code, label: z.label })), [zones]);
  const days = useMemo(() => slotsByDay(slotsQuery.data?.agenda_slots ?? []), [slotsQuery.data]);
  // The investor's slots the dialog lists: one it does not list is not saved back unseen.
  const listed = useMemo(() => {
    const ids = new Set(days.flatMap((day) => day.slots.map((slot) => slot.id)));
    return new Set((slotsQuery.data?.client_slots ?? []).filter((id) => ids.has(id)));
  }, [days, slotsQuery.data]);
  const selected = picked ?? listed;
  // An answer without any slot to list is of no use to the dialog: it says so as it does for a failed load.
  const unusable = slotsQuery.isError || (slotsQuery.isSuccess && days.length === 0);
  const shownZone = zone ?? DEFAULT_AVAILABILITY_ZONE;

  const close = () => {
    setPicked(null);
    onClose();
  };

  const toggle = (id: Id) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setPicked(next);
  };

  const submit = () => {
    if (selected.size === 0) {
      void toast(availabilityMessages.empty, 'warning');
      return;
    }
    save.mutate(
      { available_slot: [...selected].sort((a, b) => a - b), timezone: zoneToSave(zone) },
      {
        onSuccess: () => {
          writeItem(storageKeys.selectedCompanies, selectedCompanies());
          void toast(availabilityMessages.saved, 'success');
          setPicked(null);
          onClose();
          onSaved();
        },
        onError: (error) => {
          const message = failureMessage(error, SOMETHING_WENT_WRONG_EXCLAMATION);
          if (message) void toast(tText(message), 'error');
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      title={t('Update Availability')}
      onClose={close}
      className="pref-availability"
      footer={
        <>
          <button type="button" className="btn btn--secondary" onClick={close}>
            {t('Close')}
          </button>
          <button
            type="button"
            className="btn btn--primary"
            onClick={submit}
            disabled={save.isPending || !slotsQuery.data || offline}
            aria-describedby={offline ? 'availability-offline-reason' : undefined}
          >
            {save.isPending ? t('Saving…') : t('Save')}
          </button>
          <OfflineActionReason id="availability-offline-reason" />
        </>
      }
    >
      {/* A form of its own (rendered outside the preferences form): a tick counts as unsent typing, so a change saved
          in another tab is held and announced rather than replacing the page under it (src/lib/api/other-tabs.ts). */}
      <form className="pref-availability__form" onSubmit={(event) => event.preventDefault()}>
        <SelectField<Option<string>>
          label={t('Time zone')}
          options={zoneOptions}
          value={zoneOptions.find((o) => o.value === zone) ?? null}
          onChange={(option) => setZone(option?.value ?? null)}
          isClearable
          placeholder={t('Select a time zone')}
          hint={t('Slot times are shown in this time zone.')}
        />
        {slotsQuery.isPending ? <Loader label={t('Loading your slots…')} /> : null}
        {unusable ? (
          <p className="pref-availability__note">
            {t('Your slots could not be loaded. Please close this window and try again.')}
          </p>
        ) : null}
        {days.map((day) => (
          <fieldset key={day.date} className="pref-availability__day">
            {/* The day, written by Intl in the page's language (not a catalogue text). */}
            <legend lang={locale}>{formatDay(day.date)}</legend>
            <ul className="pref-availability__slots">
              {day.slots.map((slot) => (
                <li key={slot.id}>
                  <label className="pref-availability__slot">
                    <input type="checkbox" checked={selected.has(slot.id)} onChange={() => toggle(slot.id)} />
                    <span>{tText(slotTimeLabel(slot, shownZone))}</span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        ))}
      </form>
    </Modal>
  );
});
