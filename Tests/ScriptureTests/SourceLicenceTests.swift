import Scripture
import Testing

/// Every source's licence is one a page can name in the reader's language.
@Suite("Source licences by kind")
struct SourceLicenceTests {
    let library = try! ScriptureLibrary.bundled()

    @Test("Every shipped source's licence is of a known kind, so no page falls back to the English wording")
    func everyLicenceKnown() {
        for text in library.texts {
            for credit in text.credits {
                #expect(credit.source.licenceKind != .other, "\(text.id) \(credit.id): \(credit.source.licence)")
            }
        }
    }

    @Test("The kinds are read from the licence's name at its start")
    func kinds() throws {
        let gita = try library.text("bhagavad-gita")
        let kinds = Dictionary(gita.credits.map { ($0.id, $0.source.licenceKind) }, uniquingKeysWith: { a, _ in a })
        #expect(kinds == ["gita-github": .unlicense, "telang-1882": .publicDomain, "sadhana": .ccBy4])
        let rudram = try library.text("sri-rudram").credits.first { $0.id == ScriptureSource.keyedID }
        #expect(rudram?.source.licenceKind == .publicDomainKeyingCCBY4)
    }

    @Test("Credits carry the source id, which tells this project's layers from published ones")
    func creditIDs() throws {
        let chalisa = try library.text("hanuman-chalisa")
        #expect(Set(chalisa.credits.map(\.id)) == [ScriptureSource.keyedID, ScriptureSource.sadhanaID])
        #expect(try library.text("shiva-purana").isRetold)
        #expect(!chalisa.isRetold)
    }
}
