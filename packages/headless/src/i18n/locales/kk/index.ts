// Every namespace of this language in one chunk: a page (or a language switch) loads a language with one request.
export default import.meta.glob<Record<string, unknown>>('./*.json', { eager: true, import: 'default' });
