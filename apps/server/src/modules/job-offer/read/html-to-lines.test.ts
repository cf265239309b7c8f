import { describe, expect, it } from 'vitest';
import { escapedHtmlToLines, htmlToLines } from './html-to-lines';

describe('htmlToLines', () => {
  it('keeps headings, paragraphs, list items and table rows as lines, and no link address', () => {
    const html = `<h2>Vos missions</h2><p>Au sein de l’équipe <a href="https://x.test">Data</a>,&nbsp;vous :</p>
      <ul><li>concevez les <strong>pipelines</strong></li><li>encadrez deux
      alternants</li></ul><h3>Profil</h3><ol><li>Python</li><li>SQL</li></ol><p>Ligne un<br>Ligne deux</p>
      <table><tr><th>Lieu</th><td>Lyon</td></tr><tr><td>Contrat</td><td>CDI</td></tr></table><img src="x.png" alt="logo"><script>track()</script>`;
    expect(htmlToLines(html)).toBe(
      [
        'Vos missions',
        '',
        'Au sein de l’équipe Data, vous :',
        '',
        '- concevez les pipelines',
        '- encadrez deux alternants',
        '',
        'Profil',
        '1. Python',
        '2. SQL',
        '',
        'Ligne un',
        'Ligne deux',
        '',
        'Lieu Lyon',
        'Contrat CDI',
      ].join('\n'),
    );
  });

  it('reads HTML escaped once more as the HTML it stands for', () => {
    expect(
      escapedHtmlToLines(
        '&lt;h2&gt;Profil&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;Rigueur &amp;amp; curiosité&lt;/li&gt;&lt;/ul&gt;',
      ),
    ).toBe('Profil\n- Rigueur & curiosité');
    expect(escapedHtmlToLines('<p>Déjà du HTML &amp; rien de plus</p>')).toBe('Déjà du HTML & rien de plus');
  });
});
