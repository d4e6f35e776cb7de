import Localization
import Testing

@testable import WebApp

@Suite("Indic runs as a template renders them")
struct LanguageRunsTemplateTests {
    @Test("Every run sets text, foreign and lang, so no lookup reaches an outer context")
    func everyKeySet() {
        let runs = LanguageRuns.runs("Japji (ਜਪੁ) sahib")
        #expect(runs.map { $0["text"] as? String } == ["Japji (", "ਜਪੁ", ") sahib"])
        #expect(runs.map { $0["foreign"] as? Bool } == [false, true, false])
        #expect(runs.map { $0["lang"] as? String } == ["", "pa", ""])
    }
}
