import type { JobOfferFromUrl } from '@cv/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertBox } from '../../../components/alert-box';
import { buttonStyles } from '../../../components/button-styles';
import { Spinner } from '../../../components/spinner';
import { currentLanguage } from '../../../lib/i18n';
import { OFFER_LINK } from '../../../locales/offer-link-texts';
import { readOfferLink } from '../api/read-offer-link';
import { describeLinkError } from '../describe-link-error';
import { useGeneratorStore } from '../stores/generator-store';
import { cardStyles } from './card-styles';

type Reading =
  | { status: 'idle' }
  | { status: 'reading' }
  | { status: 'read'; offer: JobOfferFromUrl }
  | { status: 'failed'; error: unknown };

/** "Data engineer — Verdanne Énergies, Lyon": what the page said of the offer, as one line. */
function offerLine({ title, employer, location }: JobOfferFromUrl): string | null {
  const where = [employer, location].filter(Boolean).join(', ');
  return [title, where].filter(Boolean).join(' — ') || null;
}

/**
 * « ou collez le lien de l'offre » (issue 27, D26): the server reads the page at the link and its text fills
 * the offer box, where it stays editable; the offer's title and employer are shown, a refusal is said
 * plainly. A chunk of its own, loaded only when the server reads links (JOB_FETCH). A visitor may type a
 * link; reading it is a request of an account (its limits are per account), so it asks to sign in.
 */
export default function JobLinkField({ requireSignIn }: { requireSignIn: () => boolean }) {
  const { t } = useTranslation(OFFER_LINK);
  const fieldId = useId();
  const [link, setLink] = useState('');
  const [reading, setReading] = useState<Reading>({ status: 'idle' });
  const setJobDescription = useGeneratorStore((state) => state.setJobDescription);

  async function read(event: FormEvent) {
    event.preventDefault();
    if (!requireSignIn() || !link.trim() || reading.status === 'reading') return;
    setReading({ status: 'reading' });
    try {
      const offer = await readOfferLink(link.trim());
      setJobDescription(offer.text);
      setReading({ status: 'read', offer });
    } catch (error) {
      setReading({ status: 'failed', error });
    }
  }

  const failure = reading.status === 'failed' ? describeLinkError(reading.error, currentLanguage()) : null;
  const line = reading.status === 'read' ? offerLine(reading.offer) : null;

  return (
    <form onSubmit={read} className="mt-4">
      <label htmlFor={fieldId} className="block text-sm font-medium text-slate-700">
        {t('label')}
      </label>
      <div className="mt-1 flex flex-col gap-2 sm:flex-row">
        <input
          id={fieldId}
          type="url"
          inputMode="url"
          autoComplete="off"
          value={link}
          onChange={(event) => setLink(event.target.value)}
          placeholder={t('placeholder')}
          className={`${cardStyles.textarea} sm:flex-1`}
        />
        <button type="submit" disabled={reading.status === 'reading'} className={buttonStyles.secondary}>
          {reading.status === 'reading' ? <Spinner className="size-4" /> : null}
          {reading.status === 'reading' ? t('reading') : t('read')}
        </button>
      </div>
      <p className="mt-2 text-sm text-emerald-700" aria-live="polite">
        {reading.status === 'read' ? (line ? t('done', { offer: line }) : t('doneWithoutTitle')) : null}
      </p>
      {failure ? <AlertBox>{'text' in failure ? failure.text : t(failure.key)}</AlertBox> : null}
    </form>
  );
}
