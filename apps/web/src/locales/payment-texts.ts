import { mergeTexts } from './merge-texts';
import en from './payment.en.json';
import fr from './payment.fr.json';

/** The payments' texts (buy modal, return notices, the success and cancel pages): loaded with them. */
mergeTexts(fr, en satisfies typeof fr);
