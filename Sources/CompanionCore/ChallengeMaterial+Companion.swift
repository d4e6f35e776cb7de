import Foundation
import Journey
import Observances
import Scripture

extension ChallengeMaterial {
    /// The Dharmic Companion's material for the daily challenge: today's tithi and nakshatra at the
    /// person's place (with every name of each, in their language), the festival catalogue with
    /// each description's own names hidden, and every word meaning of the Sacred Texts.
    ///
    /// - Parameters:
    ///   - tithi: today's tithi index (1 ... 30) at sunrise, nil if there is no panchang.
    ///   - nakshatra: today's nakshatra index (1 ... 27) at sunrise.
    ///   - place: the place's name, for the question.
    ///   - tithiName, nakshatraName: the names in the person's language.
    ///   - festivalText: a festival's name, description and did-you-know in the person's language.
    ///   - textTitle: a text's title in the person's language (the English title by default).
    public static func companion(
        tithi: Int?, nakshatra: Int?, place: String, tithiName: (Int) -> String, nakshatraName: (Int) -> String,
        festivals: FestivalCatalog,
        festivalText: (Observances.Festival) -> (name: String, description: String, didYouKnow: String),
        library: ScriptureLibrary, textTitle: (ScriptureText) -> String = { $0.title }
    ) -> ChallengeMaterial {
        var panchang: [Panchang] = []
        if let tithi {
            panchang.append(
                Panchang(aspect: "tithi", place: place, answer: tithiName(tithi), names: (1...30).map(tithiName)))
        }
        if let nakshatra {
            panchang.append(
                Panchang(
                    aspect: "nakshatra", place: place, answer: nakshatraName(nakshatra),
                    names: (1...27).map(nakshatraName)))
        }
        let festivalItems = festivals.festivals.map { festival -> ChallengeMaterial.Festival in
            let text = festivalText(festival)
            let names = [text.name, festival.names.en, festival.names.hi, festival.names.ta, festival.names.sa]
            return ChallengeMaterial.Festival(
                name: text.name, description: hiding(names, in: text.description), didYouKnow: text.didYouKnow)
        }
        var words: [Word] = []
        for text in library.texts {
            let title = textTitle(text)
            for unit in text.units {
                for word in unit.words ?? [] where word.meaning.count <= 80 && !word.meaning.isEmpty {
                    words.append(Word(text: title, ref: unit.ref, word: word.word, meaning: word.meaning))
                }
            }
        }
        return ChallengeMaterial(panchang: panchang, festivals: festivalItems, words: words)
    }

    /// `text` with each of `names` (and each of their words longer than three letters, so
    /// "Diwali" is hidden in "Deepavali or Diwali") replaced by an ellipsis, so a description
    /// never gives its festival away.
    static func hiding(_ names: [String], in text: String) -> String {
        var out = text
        let parts = names.flatMap { name in [name] + name.split(separator: " ").map(String.init).filter { $0.count > 3 }
        }
        for part in Set(parts).sorted(by: { $0.count > $1.count }) where !part.isEmpty {
            out = out.replacingOccurrences(of: part, with: "…", options: [.caseInsensitive])
        }
        return out
    }
}
