import Foundation
import Localization
import Testing

@Suite("Placeholders filled in one pass")
struct PlaceholderFillTests {
    static let localizer: Localizer = {
        let table = try! LanguageCompletenessTests.table(
            "en",
            #"""
            {"demo": {
              "plain": "No placeholders here",
              "two": "{name} chants {count} malas",
              "indic": "{name} ने {count} माला जपी{mark}",
              "unknown": "{name} and {other}",
              "braces": "{{name}} {name {name}",
              "tail": "ends with {name"
            }}
            """#)
        return Localizer(tables: [table])
    }()

    func text(_ key: String, _ arguments: [String: String]) -> String {
        Self.localizer.text("demo.\(key)", in: .english, arguments)
    }

    @Test("Every known name is replaced, in any script; an unknown one and stray braces stay as written")
    func fills() {
        #expect(text("plain", ["name": "Ravi"]) == "No placeholders here")
        #expect(text("two", ["name": "Ravi", "count": "108"]) == "Ravi chants 108 malas")
        #expect(text("indic", ["name": "रवि", "count": "१०८", "mark": "।"]) == "रवि ने १०८ माला जपी।")
        #expect(text("unknown", ["name": "Ravi"]) == "Ravi and {other}")
        #expect(text("braces", ["name": "Ravi"]) == "{Ravi} {name Ravi")
        #expect(text("tail", ["name": "Ravi"]) == "ends with {name")
        #expect(text("two", [:]) == "{name} chants {count} malas")
    }

    @Test("A value that itself looks like a placeholder is not filled again")
    func valuesAreNotRefilled() {
        #expect(text("two", ["name": "{count}", "count": "3"]) == "{count} chants 3 malas")
    }

}
