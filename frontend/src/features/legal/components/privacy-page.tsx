import { LEGAL_RESPONSE_HOURS, MINIMUM_AGE } from '../legal-rules';
import { LegalPage, type LegalSection } from './legal-page';

export const PRIVACY_EMAIL = 'privacy@morsel.app';

const SECTIONS: readonly LegalSection[] = [
  {
    heading: 'legal.privacy.whoWeAre',
    body: (
      <p>
        Morsel is a food-photo nutrition app. This policy explains what we collect when you use it, why, and the choices
        you have. We never sell your data.
      </p>
    ),
  },
  {
    heading: 'legal.privacy.whatWeCollect',
    body: (
      <ul>
        <li>
          <strong>Your account:</strong> when you sign in with Google, Apple or Facebook, we receive your name, email
          address and profile picture from that provider. We never see your password.
        </li>
        <li>
          <strong>Food photos:</strong> the photos you scan and the reference photos you upload on the Training page,
          with the category and food name you give them.
        </li>
        <li>
          <strong>Scan history:</strong> the food we identified in each photo, its nutrition analysis and when you
          scanned it.
        </li>
        <li>
          <strong>Notification preferences</strong> you save in the app.
        </li>
      </ul>
    ),
  },
  {
    heading: 'legal.privacy.photos',
    body: (
      <p>
        Photos can carry hidden details such as the place they were taken. We remove all of that metadata the moment a
        photo arrives and keep only a resized copy and a small thumbnail. Only you can open your photos.
      </p>
    ),
  },
  {
    heading: 'legal.privacy.use',
    body: (
      <ul>
        <li>To recognise the food in your photos and calculate its nutrition and health score.</li>
        <li>To keep your scan history in sync across your devices.</li>
        <li>To recognise the foods you taught Morsel with your reference photos.</li>
      </ul>
    ),
  },
  {
    heading: 'legal.privacy.others',
    body: (
      <p>
        Sign-in runs through Google Firebase Authentication, and through Apple or Facebook when you choose them; their
        own privacy policies apply to that step. Morsel recognises food with its own engine. Where a Morsel service is
        configured to use an external AI vision provider, your photo is sent to that provider for recognition only and
        is not used to advertise to you. We do not sell, rent or share your data for advertising.
      </p>
    ),
  },
  {
    heading: 'legal.privacy.choices',
    body: (
      <ul>
        <li>Delete any scan, with its photos, from its result page.</li>
        <li>Export your log as a CSV or JSON file from your profile.</li>
        <li>
          Download all your data from your profile (Download all my data): one ZIP with your log, every photo you took,
          your reference photos, goals and preferences.
        </li>
        <li>
          Delete your account yourself from your profile (Delete account). It removes at once every scan and photo, your
          reference photos, goals, saved meals, favourites and preferences, signs you out on every device, and removes
          your sign-in, so signing in again starts a new, empty account.
        </li>
      </ul>
    ),
  },
  {
    heading: 'legal.privacy.backups',
    body: (
      <p>
        Morsel itself keeps no backups: once you delete something, the app holds no other copy of it. If the people who
        run your Morsel server back it up, your deleted data stays in those copies only until they expire, at most 30
        days, and is never restored into the app.
      </p>
    ),
  },
  {
    heading: 'legal.privacy.children',
    body: (
      <p>
        Morsel is not meant for children under {MINIMUM_AGE}. We do not knowingly collect data from them; if you believe
        a child has given us data, contact us and we will delete it.
      </p>
    ),
  },
  {
    heading: 'legal.privacy.contact',
    body: (
      <p>
        Questions or requests about your data: <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>. We aim to reply
        within {LEGAL_RESPONSE_HOURS} hours.
      </p>
    ),
  },
];

/** The privacy policy (public). */
export function PrivacyPage() {
  return <LegalPage title="legal.privacy.title" sections={SECTIONS} />;
}
