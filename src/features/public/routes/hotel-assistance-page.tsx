import { Link } from 'react-router-dom';
import { PageHeading } from '@/components/page-heading';
import { settings } from '@/config/settings';
import { SafeHtml } from '@/components/safe-html';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/i18n';
import { useProfile } from '@/lib/profile/profile';
import { HOTEL_OFFER } from '../content/static-pages';
import { saysSoldOut } from '../logic/hotel';
import '../public.css';

/**
 * Hotel and accommodation (spec B§2 hotel page, A§9 hotel offer): the conference's
 * hotel_accommodation text, sanitised, then the conference rate. One story: when the
 * server's text says the negotiated rate is sold out, the rate is named as sold out and
 * attendees are sent to the hotel directly; the booking terms show only while it is open. The server's text and the
 * conference's e-mail address are shown as sent, in their own direction.
 */
export function HotelAssistancePage() {
  const t = useT();
  const conference = useProfile().data?.conference;
  const email = conference?.conference_email || settings.conferenceEmail;
  const soldOut = saysSoldOut(conference?.hotel_accommodation);
  return (
    <article className="page prose">
      <PageHeading>{t('Hotel and Accommodation')}</PageHeading>
      {conference?.hotel_accommodation ? (
        <div dir="auto">
          <SafeHtml className="hotel__text" html={conference.hotel_accommodation} />
        </div>
      ) : null}
      <p className="hotel__shuttle">
        {t('A shuttle bus takes attendees from the conference hotel to the venue every morning; see the')}{' '}
        <Link to={paths.user.busSchedule}>{t('Bus Schedule')}</Link> {t('for pick-up times.')}
      </p>
      {soldOut ? (
        <section className="card hotel__offer hotel__offer--sold-out" aria-labelledby="hotel-offer-title">
          <h2 id="hotel-offer-title">{t('Conference hotel rate: sold out')}</h2>
          <p>
            {t("The conference's negotiated rate")} ({t(HOTEL_OFFER.rate)}){' '}
            {t("is sold out. Please book your room directly with the hotel, at the hotel's own rates and terms.")}
          </p>
          <p>
            {t('For help finding accommodation, write to')}{' '}
            <a href={`mailto:${email}`} dir="ltr">
              {email}
            </a>
            .
          </p>
        </section>
      ) : (
        <section className="card hotel__offer" aria-labelledby="hotel-offer-title">
          <h2 id="hotel-offer-title">{t('Conference hotel rate')}</h2>
          <ul>
            <li>{t(HOTEL_OFFER.rate)}</li>
            <li>{t(HOTEL_OFFER.extraGuest)}</li>
            <li>{t(HOTEL_OFFER.stay)}</li>
            <li>{t(HOTEL_OFFER.cancellation)}</li>
          </ul>
          <p>
            {t('The accommodation booking deadline is 10 July 2025. For help with your booking, write to')}{' '}
            <a href={`mailto:${email}`} dir="ltr">
              {email}
            </a>
            .
          </p>
        </section>
      )}
    </article>
  );
}
