/**
 * Signs that open a list item wherever they are typed: Word's and the web's list markers, arrows and check
 * marks ('›' and '»' are common markers of HTML-made CVs; a quotation's closing '»' never opens a line, French
 * binds it to the word before). The dashes and '*' open an item only before a space (split-lines.ts).
 */
export const BULLET_SIGNS = '•·▪◦●○■□►▸‣⁃∙✓✔➢➤›»→➔❯◆♦❖';
