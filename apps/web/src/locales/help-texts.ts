import en from './help.en.json';
import fr from './help.fr.json';
import { mergeTexts } from './merge-texts';

/** The help dialog's texts: loaded with the dialog, on its first opening. */
mergeTexts(fr, en satisfies typeof fr);
