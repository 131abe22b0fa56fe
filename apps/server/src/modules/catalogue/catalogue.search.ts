/**
 * Goods search over an in-memory n-gram index. Chinese has no spaces between words, so words cannot be indexed:
 * every character and every pair of neighbouring characters is. A term's candidates are the goods holding all of
 * its pairs; a candidate is then checked for the term as a real substring of a field and scored by the best field
 * it appears in. A query of several words (split on spaces) finds the goods matching every word.
 */

/** What a goods offers to search, most telling first. */
export interface SearchFields {
  name: string
  /** Keywords and synonyms, Chinese and English. */
  keywords: readonly string[]
  /** Names of its categories and their parents. */
  categories: readonly string[]
  /** Subtitle, selling points and spec values. */
  summary: readonly string[]
  /** The description's text. */
  description: string
}

/** Scores by where a term is found: exact name > name prefix > name substring > keyword > … > description. */
const SEARCH_WEIGHTS = {
  nameExact: 100,
  namePrefix: 80,
  nameContains: 60,
  keywordExact: 50,
  keywordContains: 40,
  category: 30,
  summary: 20,
  description: 10,
} as const

/** Text as search compares it: full-width forms folded (ＡＢＣ → abc), lower case, runs of spaces made one. */
export function normalizeSearchText(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim()
}

/** The distinct words of a query (at most 8). */
export function queryTerms(query: string): string[] {
  return [...new Set(normalizeSearchText(query).split(' ').filter(Boolean))].slice(0, 8)
}

interface IndexedDoc {
  name: string
  keywords: string[]
  categories: string[]
  summary: string[]
  description: string
}

export interface SearchIndex {
  /** Goods ids matching every word of the query, with their relevance (higher first is better). */
  search(query: string): Map<number, number>
}

export function buildSearchIndex(docs: ReadonlyMap<number, SearchFields>): SearchIndex {
  const postings = new Map<string, Set<number>>()
  const indexed = new Map<number, IndexedDoc>()
  for (const [id, fields] of docs) {
    const doc: IndexedDoc = {
      name: normalizeSearchText(fields.name),
      keywords: fields.keywords.map(normalizeSearchText),
      categories: fields.categories.map(normalizeSearchText),
      summary: fields.summary.map(normalizeSearchText),
      description: normalizeSearchText(fields.description),
    }
    indexed.set(id, doc)
    for (const text of [doc.name, ...doc.keywords, ...doc.categories, ...doc.summary, doc.description]) {
      for (const gram of grams(text)) {
        let ids = postings.get(gram)
        if (!ids) postings.set(gram, (ids = new Set()))
        ids.add(id)
      }
    }
  }

  /** Goods holding every n-gram of the term: the only ones that can contain it. */
  function candidates(term: string): Iterable<number> {
    const keys = term.length === 1 ? [term] : pairs(term)
    const sets = keys.map((key) => postings.get(key))
    if (sets.some((set) => !set)) return []
    const [smallest, ...rest] = (sets as Set<number>[]).sort((a, b) => a.size - b.size)
    return [...smallest!].filter((id) => rest.every((set) => set.has(id)))
  }

  return {
    search(query) {
      const terms = queryTerms(query)
      let scores: Map<number, number> | null = null
      for (const term of terms) {
        const next = new Map<number, number>()
        for (const id of scores ? scores.keys() : candidates(term)) {
          const score = termScore(indexed.get(id)!, term)
          if (score > 0) next.set(id, (scores?.get(id) ?? 0) + score)
        }
        scores = next
        if (scores.size === 0) break
      }
      return scores ?? new Map()
    },
  }
}

function termScore(doc: IndexedDoc, term: string): number {
  const w = SEARCH_WEIGHTS
  if (doc.name === term) return w.nameExact
  if (doc.name.startsWith(term)) return w.namePrefix
  if (doc.name.includes(term)) return w.nameContains
  if (doc.keywords.includes(term)) return w.keywordExact
  if (doc.keywords.some((keyword) => keyword.includes(term))) return w.keywordContains
  if (doc.categories.some((name) => name.includes(term))) return w.category
  if (doc.summary.some((text) => text.includes(term))) return w.summary
  if (doc.description.includes(term)) return w.description
  return 0
}

/** Every character and every pair of neighbouring characters (pairs across a space are left out). */
function grams(text: string): string[] {
  const out: string[] = []
  for (let i = 0; i < text.length; i++) {
    if (text[i] === ' ') continue
    out.push(text[i]!)
    if (i + 1 < text.length && text[i + 1] !== ' ') out.push(text.slice(i, i + 2))
  }
  return out
}

function pairs(term: string): string[] {
  const out: string[] = []
  for (let i = 0; i + 1 < term.length; i++) out.push(term.slice(i, i + 2))
  return out
}
