import Scripture
import Transliteration

/// The Companion's texts, their search index and the script converter, built once at start-up
/// and shared by the texts' page and API controllers.
struct TextsServices: Sendable {
    let library: ScriptureLibrary
    let search: TextSearch
    let transliterator: Transliterator

    static func bundled() throws -> TextsServices {
        let library = try ScriptureLibrary.bundled()
        let transliterator = Transliterator()
        return TextsServices(
            library: library, search: TextSearch(library: library, transliterator: transliterator),
            transliterator: transliterator)
    }
}
