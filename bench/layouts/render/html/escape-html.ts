/** Text into HTML: the generator's strings hold &, < and quotes (« », “ ”, ’) that must print as written. */
export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
