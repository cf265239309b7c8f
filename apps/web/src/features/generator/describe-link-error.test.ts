import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_STATUS } from '../../lib/api-client';
import { describeLinkError } from './describe-link-error';

describe('describeLinkError', () => {
  const blocked = new ApiError(
    422,
    "Ce site ne permet pas de lire ses offres : collez le texte de l'offre.",
    'blocked',
  );

  it("shows the server's French detail in French, the interface's sentence for its reason in English", () => {
    expect(describeLinkError(blocked, 'fr')).toEqual({ text: blocked.detail });
    expect(describeLinkError(blocked, 'en')).toEqual({ key: 'errors.pasteText' });
    expect(describeLinkError(new ApiError(422, 'Ce lien mène à un réseau privé', 'private'), 'en')).toEqual({
      key: 'errors.private',
    });
    expect(describeLinkError(new ApiError(504, 'Le site …', 'slow'), 'fr')).toEqual({ key: 'errors.slow' });
  });

  it('words a refusal without a reason by its status, and a lost connection as such', () => {
    expect(describeLinkError(new ApiError(429, 'Vous avez lu 10 liens en une minute'), 'en')).toEqual({
      key: 'errors.tooMany',
    });
    expect(describeLinkError(new ApiError(NETWORK_ERROR_STATUS, 'x'), 'fr')).toEqual({
      key: 'errors.network',
    });
    expect(describeLinkError(new ApiError(500, 'Erreur interne'), 'en')).toEqual({ key: 'errors.failed' });
    expect(describeLinkError(new Error('boom'), 'en')).toEqual({ key: 'errors.network' });
  });
});
