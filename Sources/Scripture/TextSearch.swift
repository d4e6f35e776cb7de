import Foundation
import Transliteration

/// Finds units within one text or across all, forgiving how the query is spelled: "karmanye",
/// "karmaNye" and "कर्मण्ये" all find Gita 2.47; "2.47" goes straight to the verse; English words
/// search the translations, explanations and retellings.
public struct TextSearch: Sendable {
    public struct Hit: Sendable, Hashable {
        public let textID: String
        public let ref: String
        /// Which layer matched.
        public let layer: Layer

        public init(textID: String, ref: String, layer: Layer) {
            self.textID = textID
            self.ref = ref
            self.layer = layer
        }
    }

    private struct Entry: Sendable {
        let textID: String
        let ref: String
        /// The original's keys: as Sanskrit is read, and for Hindi and Awadhi texts also as they
        /// are spoken (silent final vowels dropped: "jai hanuman gyan gun sagar").
        let originalKeys: [String]
        let english: String
    }

    private let entries: [Entry]
    private let library: ScriptureLibrary
    private let transliterator: Transliterator
    private let spoken = Transliterator(options: .init(silentVowels: .dropSilent))

    /// Builds the search keys of every unit once.
    public init(library: ScriptureLibrary, transliterator: Transliterator = Transliterator()) {
        self.library = library
        self.transliterator = transliterator
        var entries: [Entry] = []
        for text in library.texts {
            for unit in text.units {
                let script = text.originalScript ?? .devanagari
                var keys = unit.original.map { [transliterator.searchKey($0, from: script)] } ?? []
                if let original = unit.original, text.isSpokenHindi {
                    keys.append(spoken.searchKey(original, from: script))
                }
                let english = [unit.title, unit.translation, unit.explanation, unit.retelling]
                    .compactMap { $0 }.joined(separator: " ")
                entries.append(
                    Entry(textID: text.id, ref: unit.ref, originalKeys: keys, english: Self.fold(english)))
            }
        }
        self.entries = entries
    }

    /// Units matching `query`, best first: a cited ref, then the original, then English. `textID`
    /// limits the search to one text.
    public func search(_ query: String, in textID: String? = nil, limit: Int = 50) -> [Hit] {
        let trimmed = query.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return [] }
        var hits: [Hit] = []
        var seen: Set<String> = []
        func add(_ hit: Hit) {
            guard hits.count < limit, seen.insert("\(hit.textID)/\(hit.ref)").inserted else { return }
            hits.append(hit)
        }
        let scope = textID.map { id in entries.filter { $0.textID == id } } ?? entries
        let refQuery = trimmed.lowercased().replacingOccurrences(of: " ", with: "")
        for entry in scope where entry.ref == refQuery || entry.ref.hasSuffix("-\(refQuery)") && textID != nil {
            add(Hit(textID: entry.textID, ref: entry.ref, layer: .original))
        }
        let queryScript = Self.script(of: trimmed)
        var keys = [transliterator.searchKey(trimmed, from: queryScript)]
        if queryScript == .devanagari { keys.append(spoken.searchKey(trimmed, from: queryScript)) }
        keys = keys.filter { $0.count >= 3 }
        if !keys.isEmpty {
            for entry in scope where entry.originalKeys.contains(where: { k in keys.contains { k.contains($0) } }) {
                add(Hit(textID: entry.textID, ref: entry.ref, layer: .original))
            }
        }
        let words = Self.fold(trimmed).split(separator: " ").map(String.init).filter { $0.count >= 2 }
        if !words.isEmpty {
            for entry in scope where words.allSatisfy({ entry.english.contains($0) }) {
                add(Hit(textID: entry.textID, ref: entry.ref, layer: .translation))
            }
        }
        return hits
    }

    /// Lower-case letters and digits with single spaces, diacritics folded, for English matching.
    static func fold(_ text: String) -> String {
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        var out = ""
        out.reserveCapacity(folded.utf8.count)
        var lastSpace = true
        for ch in folded.unicodeScalars {
            if CharacterSet.alphanumerics.contains(ch) {
                out.unicodeScalars.append(ch)
                lastSpace = false
            } else if !lastSpace {
                out.append(" ")
                lastSpace = true
            }
        }
        return " " + out.trimmingCharacters(in: .whitespaces) + " "
    }

    /// The script a query is typed in: the first Indic letter decides; Latin otherwise.
    static func script(of text: String) -> Script {
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0900...0x097F: return .devanagari
            case 0x0980...0x09FF: return .bengali
            case 0x0A00...0x0A7F: return .gurmukhi
            case 0x0A80...0x0AFF: return .gujarati
            case 0x0B00...0x0B7F: return .odia
            case 0x0B80...0x0BFF: return .tamil
            case 0x0C00...0x0C7F: return .telugu
            case 0x0C80...0x0CFF: return .kannada
            case 0x0D00...0x0D7F: return .malayalam
            default: continue
            }
        }
        return text.unicodeScalars.contains { $0.value > 0x7F } ? .iast : .latin
    }
}
