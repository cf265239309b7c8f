import 'i18next';
import type admin from '../locales/admin.fr.json';
import type example from '../locales/example.fr.json';
import type fr from '../locales/fr.json';
import type help from '../locales/help.fr.json';
import type letter from '../locales/letter.fr.json';
import type offer from '../locales/offer.fr.json';
import type offerLink from '../locales/offer-link.fr.json';
import type paper from '../locales/paper.fr.json';
import type payment from '../locales/payment.fr.json';
import type preview from '../locales/preview.fr.json';
import type reading from '../locales/reading.fr.json';
import type results from '../locales/results.fr.json';

// French is the source language: every key of fr.json is typed, so `t('missing.key')` is a type error.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // 'admin', 'help', 'example', 'preview' and 'payment' texts join the main namespace when their chunks load
    // (locales/merge-texts.ts). 'results' (the review, editor and history texts), 'reading' (« Ce que nous
    // avons lu »), 'offer' (the offer's requirements marked and ticked), 'offerLink' (the offer's link field),
    // 'paper' and 'letter' (the cover letter's tab): registered by the chunks that use them.
    resources: {
      translation: typeof fr & typeof admin & typeof help & typeof example & typeof preview & typeof payment;
      results: typeof results;
      reading: typeof reading;
      offer: typeof offer;
      offerLink: typeof offerLink;
      paper: typeof paper;
      letter: typeof letter;
    };
  }
}
