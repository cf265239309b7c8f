import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_STATUS } from '../../lib/api-client';
import { describeLetterError } from './describe-letter-error';

describe('describeLetterError', () => {
  it("says no credit is left, and the server's own reason for a letter it refused", () => {
    expect(describeLetterError(new ApiError(402, 'Crédits insuffisants'))).toEqual({
      key: 'errors.noCredits',
    });
    const blank = new ApiError(400, 'Veuillez saisir une description de poste.');
    expect(describeLetterError(blank)).toEqual({ text: blank.detail });
    const busy = new ApiError(503, 'Le moteur est très demandé. Votre crédit a été rendu.');
    expect(describeLetterError(busy)).toEqual({ text: busy.detail });
  });

  it("words a lost connection as such, and a server's fault with the interface's sentence", () => {
    expect(describeLetterError(new ApiError(NETWORK_ERROR_STATUS, 'x'))).toEqual({ key: 'errors.network' });
    expect(describeLetterError(new ApiError(500, 'Erreur interne'))).toEqual({ key: 'errors.failed' });
    expect(describeLetterError(new Error('boom'))).toEqual({ key: 'errors.failed' });
  });
});
