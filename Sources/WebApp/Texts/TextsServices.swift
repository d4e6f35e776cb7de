import Foundation
import Journey
import Scripture
import Storage
import Transliteration

/// The Companion's texts, their search index and the script converter, built once at start-up
/// and shared by the texts' page and API controllers.
struct TextsServices: Sendable {
    let library: ScriptureLibrary
    let search: TextSearch
    let transliterator: Transliterator
    /// Recitation recordings installed under `<data folder>/recitations` (docs/recitations.md).
    let recitations: RecitationStore
    /// The daily challenges made so far (the Journey's card reads one on every Today page).
    let challenges = ChallengeCache()

    /// Every text with its unit references, as the Journey counts them.
    var journeyTexts: Journey.Texts { Journey.Texts(library.texts.map { ($0.id, $0.units.map(\.ref)) }) }

    static func bundled(recitations root: URL) throws -> TextsServices {
        let library = try ScriptureLibrary.bundled()
        let transliterator = Transliterator()
        return TextsServices(
            library: library, search: TextSearch(library: library, transliterator: transliterator),
            transliterator: transliterator,
            recitations: RecitationStore(
                root: root, refs: Dictionary(uniqueKeysWithValues: library.texts.map { ($0.id, $0.units.map(\.ref)) })))
    }
}
