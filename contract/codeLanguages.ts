/**
 * Prism grammars loaded besides those prism-react-renderer bundles: the languages the pages' code blocks use.
 * `visual-basic` also answers to `vb`, the PI ACE sources' language. `npm run check:docs` reports a code block in a
 * language no grammar knows, which would show as plain text.
 */
export const additionalCodeLanguages = [
  'csharp',
  'powershell',
  'json',
  'bash',
  'ini',
  'csv',
  'xml-doc',
  'visual-basic',
];
