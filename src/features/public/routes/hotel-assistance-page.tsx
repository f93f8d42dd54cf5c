import { Link } from 'react-router-dom';
import { PageHeading } from '@/components/page-heading';
import { settings } from '@/config/settings';
import { SafeHtml } from '@/components/safe-html';
import { paths } from '@/config/paths';
import { useProfile } from '@/lib/profile/profile';
import { HOTEL_OFFER } from '../content/static-pages';
import { saysSoldOut } from '../logic/hotel';
import '../public.css';

/**
 * Hotel and accommodation (spec B§2 hotel page, A§9 hotel offer): the conference's
 * hotel_accommodation text, sanitised, then the conference rate. One story: when the
 * server's text says the negotiated rate is sold out, the rate is named as sold out and
 * attendees are sent to the hotel directly; the booking terms show only while it is open.
 */
export function HotelAssistancePage() {
  const conference = useProfile().data?.conference;
  const email = conference?.conference_email || settings.conferenceEmail;
  const soldOut = saysSoldOut(conference?.hotel_accommodation);
  return (
    <article className="page prose">
      <PageHeading>Hotel and Accommodation</PageHeading>
      {conference?.hotel_accommodation ? (
        <SafeHtml className="hotel__text" html={conference.hotel_accommodation} />
      ) : null}
      <p className="hotel__shuttle">
        A shuttle bus takes attendees from the conference hotel to the venue every morning; see the{' '}
        <Link to={paths.user.busSchedule}>Bus Schedule</Link> for pick-up times.
      </p>
      {soldOut ? (
        <section className="card hotel__offer hotel__offer--sold-out" aria-labelledby="hotel-offer-title">
          <h2 id="hotel-offer-title">Conference hotel rate: sold out</h2>
          <p>
            The conference&apos;s negotiated rate ({HOTEL_OFFER.rate}) is sold out. Please book your room directly with
            the hotel, at the hotel&apos;s own rates and terms.
          </p>
          <p>
            For help finding accommodation, write to <a href={`mailto:${email}`}>{email}</a>.
          </p>
        </section>
      ) : (
        <section className="card hotel__offer" aria-labelledby="hotel-offer-title">
          <h2 id="hotel-offer-title">Conference hotel rate</h2>
          <ul>
            <li>{HOTEL_OFFER.rate}</li>
            <li>{HOTEL_OFFER.extraGuest}</li>
            <li>{HOTEL_OFFER.stay}</li>
            <li>{HOTEL_OFFER.cancellation}</li>
          </ul>
          <p>
            The accommodation booking deadline is 10 July 2025. For help with your booking, write to{' '}
            <a href={`mailto:${email}`}>{email}</a>.
          </p>
        </section>
      )}
    </article>
  );
}
